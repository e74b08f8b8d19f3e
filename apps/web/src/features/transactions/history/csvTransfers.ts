import type { TransactionSummary } from '@concord/gateway-client'
import { type HistoryRowFacts, historyRowFacts } from './historyRowFacts'

const NATIVE = '0x0000000000000000000000000000000000000000'
type Native = { symbol: string; decimals: number }
type BatchTransfers = NonNullable<Extract<TransactionSummary['txInfo'], { type: 'Custom' }>['transfers']>

/** One transfer of a batch as the facts of a CSV row: an outgoing transfer to its recipient. */
function transferFacts(transfer: BatchTransfers[number], native: Native): HistoryRowFacts {
  const base = { kind: 'outgoing', direction: 'Sent', counterparty: transfer.recipient.value } as const
  const t = transfer.transferInfo
  if (t.type === 'NATIVE_COIN') {
    return { ...base, token: { address: NATIVE, ...native }, amount: t.value ?? '0', tokenId: null }
  }
  const token = {
    address: t.tokenAddress,
    symbol: t.tokenSymbol ?? '',
    decimals: t.type === 'ERC20' ? (t.decimals ?? 0) : 0,
  }
  return t.type === 'ERC20'
    ? { ...base, token, amount: t.value, tokenId: null }
    : { ...base, token, amount: '1', tokenId: t.tokenId }
}

/**
 * The transfers of a transaction for the bookkeeping export: each transfer of a batch of transfers on its own row
 * (the gateway lists them), else the one row of the transaction's facts.
 */
export function csvTransfers(tx: TransactionSummary, safe: string, native: Native): HistoryRowFacts[] {
  const info = tx.txInfo
  if (info.type !== 'Custom' || !info.transfers) return [historyRowFacts(tx, safe, native)]
  const rows = info.transfers.map((transfer) => transferFacts(transfer, native))
  // A module's execution stays of kind "module", as in the list.
  return tx.executionInfo?.type === 'MODULE'
    ? rows.map((row) => ({ ...row, kind: 'module', direction: 'Module' }))
    : rows
}
