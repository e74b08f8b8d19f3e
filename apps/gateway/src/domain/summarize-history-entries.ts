import type { TransactionSummary } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'
import type { ChainRuntime } from './gateway-context.js'
import type { HistoryEntry } from './history-entries.js'
import type { SafeRow } from './load-safe.js'
import type { TokenRow } from './load-tokens.js'
import { loadModuleRows, summarizeModule } from './module-rows.js'
import { loadMultisigRows } from './multisig-rows.js'
import { summarizeMultisig } from './summarize-multisig.js'
import { loadTransferRows, summarizeTransfer } from './transfer-rows.js'

/** Summaries of a page of history entries, in the entries' order, loaded with one query per kind. */
export async function summarizeHistoryEntries(
  db: Queryable,
  chain: ChainRuntime,
  safe: SafeRow,
  entries: readonly HistoryEntry[],
  tokens: ReadonlyMap<string, TokenRow>,
): Promise<TransactionSummary[]> {
  const keysOf = (kind: HistoryEntry['kind']) => entries.filter((e) => e.kind === kind)
  const traceKey = (txHash: string, logIndex: number) => `${txHash}:${logIndex}`
  const multisig = keysOf('multisig')
  const modules = keysOf('module')
  const transfers = keysOf('transfer')
  const byKey = new Map<string, TransactionSummary>()
  if (multisig.length > 0) {
    const rows = await loadMultisigRows(db, chain.chainId, 'safe_tx_hash = any($2::text[])', [
      multisig.map((e) => e.key),
    ])
    for (const row of rows) byKey.set(`multisig:${row.safeTxHash}`, summarizeMultisig(chain, row, safe, tokens))
  }
  if (modules.length > 0) {
    const rows = await loadModuleRows(db, chain.chainId, 'safe = $2 and tx_hash = any($3::text[])', [
      safe.address,
      modules.map((e) => e.key),
    ])
    for (const row of rows)
      byKey.set(`module:${traceKey(row.txHash, row.logIndex)}`, summarizeModule(chain, row, tokens))
  }
  if (transfers.length > 0) {
    const rows = await loadTransferRows(db, chain.chainId, 'tx_hash = any($2::text[])', [transfers.map((e) => e.key)])
    for (const row of rows) {
      byKey.set(`transfer:${traceKey(row.txHash, row.logIndex)}`, summarizeTransfer(chain, safe.address, row, tokens))
    }
  }
  return entries.flatMap((entry) => {
    const key =
      entry.kind === 'multisig' ? `multisig:${entry.key}` : `${entry.kind}:${traceKey(entry.key, entry.logIndex)}`
    const summary = byKey.get(key)
    return summary === undefined ? [] : [summary]
  })
}
