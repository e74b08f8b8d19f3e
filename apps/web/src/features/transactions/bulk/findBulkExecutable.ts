import type { TransactionListItem, TransactionSummary } from '@concord/gateway-client'

/**
 * The queued transactions that can run one after the other right now: starting at the Safe's nonce, one fully signed
 * transaction per consecutive nonce, stopping at the first nonce with none (or with several fully signed rivals,
 * where the owners have to pick one themselves).
 */
export function findBulkExecutable(items: readonly TransactionListItem[], safeNonce: number): TransactionSummary[] {
  const byNonce = new Map<number, TransactionSummary[]>()
  for (const item of items) {
    if (item.type !== 'TRANSACTION') continue
    const info = item.transaction.executionInfo
    if (info?.type !== 'MULTISIG') continue
    if (info.confirmationsSubmitted < info.confirmationsRequired) continue
    byNonce.set(info.nonce, [...(byNonce.get(info.nonce) ?? []), item.transaction])
  }
  const run: TransactionSummary[] = []
  for (let nonce = safeNonce; ; nonce++) {
    const ready = byNonce.get(nonce)
    if (ready?.length !== 1 || !ready[0]) break
    run.push(ready[0])
  }
  return run
}
