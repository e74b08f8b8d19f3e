/** True when the wallet's user said no (EIP-1193 4001, viem's UserRejectedRequestError) anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current.name === 'UserRejectedRequestError' || (current as { code?: unknown }).code === 4001) return true
    current = current.cause
  }
  return false
}
