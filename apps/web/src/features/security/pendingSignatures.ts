import type { TransactionListPage } from '@concord/gateway-client'

/**
 * The signed multisig transactions in the queue pages loaded so far: nonce, when proposed (its first signature's date)
 * and how many signatures it has.
 */
export function pendingSignatures(
  pages: readonly TransactionListPage[],
): { nonce: number; submittedAt: number; confirmations: number }[] {
  return pages.flatMap((page) =>
    page.results.flatMap((item) => {
      if (item.type !== 'TRANSACTION') return []
      const info = item.transaction.executionInfo
      if (info?.type !== 'MULTISIG') return []
      return [
        { nonce: info.nonce, submittedAt: item.transaction.timestamp, confirmations: info.confirmationsSubmitted },
      ]
    }),
  )
}
