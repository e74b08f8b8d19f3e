import type { TransactionListPage } from '@concord/gateway-client'

/** The nonces of the multisig transactions in the queue pages loaded so far (each once). */
export function queuedNonces(pages: readonly TransactionListPage[]): number[] {
  const nonces = new Set<number>()
  for (const page of pages) {
    for (const item of page.results) {
      if (item.type !== 'TRANSACTION') continue
      const info = item.transaction.executionInfo
      if (info?.type === 'MULTISIG') nonces.add(info.nonce)
    }
  }
  return [...nonces].sort((a, b) => a - b)
}
