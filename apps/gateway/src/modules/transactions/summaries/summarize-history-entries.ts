import type { TransactionSummary } from '@concord/gateway-schema'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import type { SafeRow } from '../../safes/index.js'
import { multisig } from '../store/multisig-repository.js'
import { moduleTransactions, transfers } from '../store/transaction-repository.js'
import type { HistoryEntry } from '../store/transaction-rows.js'
import { summarizeModule } from './summarize-module.js'
import { summarizeMultisig } from './summarize-multisig.js'
import { summarizeTransfer } from './summarize-transfer.js'

const traceKey = (kind: string, txHash: string, logIndex: number) => `${kind}:${txHash}:${logIndex}`
const entryKey = (entry: HistoryEntry) =>
  entry.kind === 'multisig' ? `multisig:${entry.key}` : traceKey(entry.kind, entry.key, entry.logIndex)

/** Loads the rows behind `keys` unless there are none. */
function loadUnlessEmpty<T>(keys: readonly string[], load: (keys: readonly string[]) => Promise<T[]>): Promise<T[]> {
  return keys.length === 0 ? Promise.resolve([]) : load(keys)
}

/** Summaries of a page of history entries, in the entries' order, loaded with one query per kind. */
export async function summarizeHistoryEntries(
  db: Queryable,
  chain: ChainRuntime,
  safe: SafeRow,
  entries: readonly HistoryEntry[],
  tokens: ReadonlyMap<string, TokenRow>,
): Promise<TransactionSummary[]> {
  const { chainId } = chain
  const keysOf = (kind: HistoryEntry['kind']) => entries.filter((e) => e.kind === kind).map((e) => e.key)
  const byKey = new Map<string, TransactionSummary>()
  const multisigRows = await loadUnlessEmpty(keysOf('multisig'), (keys) => multisig.byHashes(db, chainId, keys))
  for (const row of multisigRows) byKey.set(`multisig:${row.safeTxHash}`, summarizeMultisig(chain, row, safe, tokens))
  const moduleRows = await loadUnlessEmpty(keysOf('module'), (keys) =>
    moduleTransactions.inTransactions(db, chainId, safe.address, keys),
  )
  for (const row of moduleRows) {
    byKey.set(traceKey('module', row.txHash, row.logIndex), summarizeModule(chain, row, tokens))
  }
  const transferRows = await loadUnlessEmpty(keysOf('transfer'), (keys) => transfers.inTransactions(db, chainId, keys))
  for (const row of transferRows) {
    byKey.set(traceKey('transfer', row.txHash, row.logIndex), summarizeTransfer(chain, safe.address, row, tokens))
  }
  return entries.flatMap((entry) => byKey.get(entryKey(entry)) ?? [])
}
