/** The text to show for a failure: the wallet's own error text (e.g. "Transaction was rejected") when it sent one. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return String(error)
}
