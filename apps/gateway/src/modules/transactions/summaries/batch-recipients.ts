import type { InternalTransaction } from '@concord/gateway-schema'

// Token calls that move something out of the Safe, with the place of the recipient among their parameters.
const RECIPIENT_PARAM: Record<string, number> = { transfer: 0, transferFrom: 1, safeTransferFrom: 1 }

function recipientOf(tx: InternalTransaction): string | null {
  if (tx.operation !== 0) return null
  if (tx.data === null || tx.data === '0x') return BigInt(tx.value) > 0n ? tx.to.toLowerCase() : null
  const at = tx.dataDecoded ? RECIPIENT_PARAM[tx.dataDecoded.method] : undefined
  const value = at === undefined ? undefined : tx.dataDecoded?.parameters?.[at]?.value
  return typeof value === 'string' ? value.toLowerCase() : null
}

/**
 * "Send to N recipients" for a batch whose every call is a transfer (native coin, ERC-20 `transfer`, NFT
 * `transferFrom`/`safeTransferFrom`) to more than one recipient; null for any other batch. Co-signers read it in
 * the queue instead of "Batch of N actions".
 */
export function batchSendDescription(batch: readonly InternalTransaction[]): string | null {
  const recipients = batch.map(recipientOf)
  if (recipients.length === 0 || recipients.some((r) => r === null)) return null
  const distinct = new Set(recipients).size
  return distinct > 1 ? `Send to ${distinct} recipients` : null
}
