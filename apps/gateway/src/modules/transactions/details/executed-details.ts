import type { Address, TransactionDetails, TransactionSummary } from '@concord/gateway-schema'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { invalidInput } from '../../../errors.js'
import type { SafeRow } from '../../safes/index.js'
import { buildTxData } from '../estimate/build-tx-data.js'
import { moduleTransactions, transfers } from '../store/transaction-repository.js'
import { summarizeCreation } from '../summaries/summarize-creation.js'
import { moduleExecutionInfo, summarizeModule } from '../summaries/summarize-module.js'
import { summarizeTransfer } from '../summaries/summarize-transfer.js'

const TRACE_ID = /^[ei](0x)?([0-9a-fA-F]{64})(\d{1,6})$/

/** The details every executed entry shares, from its list summary. */
function detailsOf(safeAddress: Address, summary: TransactionSummary) {
  return {
    safeAddress,
    txId: summary.id,
    executedAt: summary.timestamp,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txHash: summary.txHash,
    safeAppInfo: summary.safeAppInfo,
    note: summary.note,
  }
}

/** The Safe's creation as details (no call data, no execution details). */
export async function creationDetails(db: Queryable, chain: ChainRuntime, safe: SafeRow): Promise<TransactionDetails> {
  const summary = await summarizeCreation(db, chain, safe)
  return { ...detailsOf(safe.address, summary), txData: null, detailedExecutionInfo: null }
}

/** The tx hash and log index of a module transaction or transfer id part (`e`|`i` + tx hash + log index). */
function parseTraceId(id: string, traceId: string): { txHash: string; logIndex: number } {
  const trace = TRACE_ID.exec(traceId)
  if (trace === null) {
    throw invalidInput(`Invalid transaction ID "${id}": the id part must be e|i + tx hash + log index`)
  }
  return { txHash: `0x${(trace[2] as string).toLowerCase()}`, logIndex: Number(trace[3]) }
}

/** Details of a module transaction or transfer of `safe` by the id part after it, or null when there is none. */
export async function readExecutedDetails(
  db: Queryable,
  chain: ChainRuntime,
  tokens: ReadonlyMap<string, TokenRow>,
  safe: SafeRow,
  id: { full: string; kind: 'module' | 'transfer'; traceId: string },
): Promise<TransactionDetails | null> {
  const { txHash, logIndex } = parseTraceId(id.full, id.traceId)
  if (id.kind === 'module') {
    const row = await moduleTransactions.at(db, chain.chainId, safe.address, txHash, logIndex)
    if (row === null) return null
    return {
      ...detailsOf(safe.address, summarizeModule(chain, row, tokens)),
      txData: buildTxData(chain, row),
      detailedExecutionInfo: moduleExecutionInfo(chain, row),
    }
  }
  const row = await transfers.at(db, chain.chainId, safe.address, txHash, logIndex)
  if (row === null) return null
  const summary = summarizeTransfer(chain, safe.address, row, tokens)
  return { ...detailsOf(safe.address, summary), txData: null, detailedExecutionInfo: null }
}
