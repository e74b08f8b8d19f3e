import type { Address, TransactionDetails, TransactionSummary } from '@concord/gateway-schema'
import { parseTransactionId } from '@concord/protocol'
import type { Queryable } from '../db/db.js'
import { invalidInput, notFound } from '../errors.js'
import { addressInfo, plainAddress } from './address-info.js'
import { buildTxData } from './build-tx-data.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { chainTokens } from './load-tokens.js'
import { loadModuleRows, summarizeModule } from './module-rows.js'
import { loadMultisigRows } from './multisig-rows.js'
import { summarizeCreation } from './summarize-creation.js'
import { requiredConfirmations, summarizeMultisig } from './summarize-multisig.js'
import { loadTransferRows, summarizeTransfer } from './transfer-rows.js'

const ZERO = '0x0000000000000000000000000000000000000000'
const TRACE_ID = /^[ei](0x)?([0-9a-fA-F]{64})(\d{1,6})$/

function parseId(id: string) {
  try {
    return parseTransactionId(id)
  } catch {
    throw invalidInput(
      `Invalid transaction ID "${id}": expected multisig_, module_, transfer_, creation_ or a safeTxHash`,
    )
  }
}

/** Details of any transaction id the gateway hands out, or a bare safeTxHash (gateway-api.md §4.2, §4.7). */
export async function readTransactionDetails(
  db: Queryable,
  chain: ChainRuntime,
  id: string,
): Promise<TransactionDetails> {
  const parsed = parseId(id)
  const tokens = await chainTokens(db, chain)
  const missing = () => notFound(`Transaction ${id} not found on chain ${chain.chainId}`)

  if (parsed.type === 'multisig' || parsed.type === 'safeTxHash') {
    const [row] = await loadMultisigRows(db, chain.chainId, 'safe_tx_hash = $2', [parsed.safeTxHash])
    if (row === undefined || (parsed.type === 'multisig' && row.safe !== parsed.safe)) throw missing()
    const safe = await loadSafe(db, chain.chainId, row.safe)
    const summary = summarizeMultisig(chain, row, safe, tokens)
    const rejections = await loadMultisigRows(
      db,
      chain.chainId,
      `safe = $2 and nonce = $3 and safe_tx_hash <> $4 and to_address = safe and value = 0 and data is null`,
      [row.safe, row.nonce, row.safeTxHash],
    )
    const token = tokens.get(row.gasToken)
    return {
      safeAddress: row.safe,
      txId: summary.id,
      executedAt: row.executionDate,
      txStatus: summary.txStatus,
      txInfo: summary.txInfo,
      txData: buildTxData(chain, row),
      txHash: row.txHash,
      detailedExecutionInfo: {
        type: 'MULTISIG',
        submittedAt: row.submissionDate,
        nonce: row.nonce,
        safeTxGas: row.safeTxGas,
        baseGas: row.baseGas,
        gasPrice: row.gasPrice,
        gasToken: row.gasToken,
        fee: row.fee ?? '0',
        payment: row.payment ?? '0',
        refundReceiver: addressInfo(chain, row.refundReceiver),
        safeTxHash: row.safeTxHash,
        executor: row.executor === null ? null : plainAddress(row.executor),
        signers: safe.owners.map(plainAddress),
        confirmationsRequired: requiredConfirmations(row, safe),
        confirmations: row.confirmations.map((c) => ({
          signer: plainAddress(c.owner),
          signature: c.signature,
          submittedAt: c.submissionDate,
        })),
        rejectors: rejections.flatMap((r) => r.confirmations.map((c) => plainAddress(c.owner))),
        gasTokenInfo:
          row.gasToken === ZERO || token === undefined
            ? null
            : {
                type: token.type,
                address: token.address,
                decimals: token.decimals,
                symbol: token.symbol,
                name: token.name,
                logoUri: token.logoUri,
              },
        trusted: row.trusted,
        proposer: row.proposer === null ? null : plainAddress(row.proposer),
        proposedByDelegate: row.proposedByDelegate === null ? null : plainAddress(row.proposedByDelegate),
      },
      safeAppInfo: summary.safeAppInfo,
      note: summary.note,
    }
  }

  const safe = await loadSafe(db, chain.chainId, parsed.safe)
  if (parsed.type === 'creation') {
    const summary = await summarizeCreation(db, chain, safe)
    return { ...detailsOf(safe.address, summary), txData: null, detailedExecutionInfo: null }
  }
  const trace = TRACE_ID.exec(parsed.type === 'module' ? parsed.moduleTransactionId : parsed.transferId)
  if (trace === null)
    throw invalidInput(`Invalid transaction ID "${id}": the id part must be e|i + tx hash + log index`)
  const txHash = `0x${(trace[2] as string).toLowerCase()}`
  const logIndex = Number(trace[3])
  if (parsed.type === 'module') {
    const [row] = await loadModuleRows(db, chain.chainId, 'safe = $2 and tx_hash = $3 and log_index = $4', [
      safe.address,
      txHash,
      logIndex,
    ])
    if (row === undefined) throw missing()
    const summary = summarizeModule(chain, row, tokens)
    return {
      ...detailsOf(safe.address, summary),
      txData: buildTxData(chain, row),
      detailedExecutionInfo: { type: 'MODULE', address: addressInfo(chain, row.module) },
    }
  }
  const [row] = await loadTransferRows(
    db,
    chain.chainId,
    'tx_hash = $2 and log_index = $3 and (from_address = $4 or to_address = $4)',
    [txHash, logIndex, safe.address],
  )
  if (row === undefined) throw missing()
  return {
    ...detailsOf(safe.address, summarizeTransfer(chain, safe.address, row, tokens)),
    txData: null,
    detailedExecutionInfo: null,
  }
}

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
