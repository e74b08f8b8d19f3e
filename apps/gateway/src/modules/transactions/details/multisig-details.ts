import type {
  Address,
  MultisigConfirmation,
  MultisigExecutionDetails,
  TokenInfo,
  TransactionDetails,
} from '@concord/gateway-schema'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { addressInfo, plainAddress } from '../../../wire/address-info.js'
import { loadSafeOrSetup, type SafeState } from '../../safes/index.js'
import { countedConfirmations, removedOwnerConfirmations } from '../confirm/counted-confirmations.js'
import { buildTxData } from '../estimate/build-tx-data.js'
import { multisig } from '../store/multisig-repository.js'
import type { MultisigRow } from '../store/transaction-rows.js'
import { requiredConfirmations, summarizeMultisig } from '../summaries/summarize-multisig.js'

const ZERO: Address = '0x0000000000000000000000000000000000000000'

/** The gas token's metadata, null for ether or a token the chain has not indexed. */
function gasTokenInfo(row: MultisigRow, tokens: ReadonlyMap<string, TokenRow>): TokenInfo | null {
  const token = tokens.get(row.gasToken)
  if (row.gasToken === ZERO || token === undefined) return null
  const { type, address, decimals, symbol, name, logoUri } = token
  return { type, address, decimals, symbol, name, logoUri }
}

/** A stored confirmation as the details show it. */
function toConfirmation(c: MultisigRow['confirmations'][number]): MultisigConfirmation {
  return { signer: plainAddress(c.owner), signature: c.signature, submittedAt: c.submissionDate }
}

/** Signatures, gas, refund and the people of a multisig transaction (gateway-api.md §4.7). */
function executionDetails(
  chain: ChainRuntime,
  row: MultisigRow,
  safe: SafeState,
  rejections: readonly MultisigRow[],
  tokens: ReadonlyMap<string, TokenRow>,
): MultisigExecutionDetails {
  const person = (address: Address | null) => (address === null ? null : plainAddress(address))
  return {
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
    executor: person(row.executor),
    signers: safe.owners.map(plainAddress),
    confirmationsRequired: requiredConfirmations(row, safe),
    confirmations: countedConfirmations(row, safe).map(toConfirmation),
    removedOwnerConfirmations: removedOwnerConfirmations(row, safe).map(toConfirmation),
    rejectors: rejections.flatMap((r) => countedConfirmations(r, safe).map((c) => plainAddress(c.owner))),
    gasTokenInfo: gasTokenInfo(row, tokens),
    trusted: row.trusted,
    proposer: person(row.proposer),
    proposedByDelegate: person(row.proposedByDelegate),
  }
}

/** Details of the multisig transaction with this safeTxHash (of `safe` when given), or null when there is none. */
export async function readMultisigDetails(
  db: Queryable,
  chain: ChainRuntime,
  tokens: ReadonlyMap<string, TokenRow>,
  id: { safeTxHash: string; safe?: Address },
): Promise<TransactionDetails | null> {
  const row = await multisig.byHash(db, chain.chainId, id.safeTxHash)
  if (row === null || (id.safe !== undefined && row.safe !== id.safe)) return null
  const safe = await loadSafeOrSetup(db, chain.chainId, row.safe)
  return multisigDetails(db, chain, tokens, row, safe)
}

/** Details of a multisig transaction already read, with its Safe as read (gateway-api.md §4.7). */
export async function multisigDetails(
  db: Queryable,
  chain: ChainRuntime,
  tokens: ReadonlyMap<string, TokenRow>,
  row: MultisigRow,
  safe: SafeState,
): Promise<TransactionDetails> {
  const summary = summarizeMultisig(chain, row, safe, tokens)
  const rejections = await multisig.rejectionsOf(db, chain.chainId, row)
  return {
    safeAddress: row.safe,
    txId: summary.id,
    executedAt: row.executionDate,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: buildTxData(chain, row),
    txHash: row.txHash,
    detailedExecutionInfo: executionDetails(chain, row, safe, rejections, tokens),
    safeAppInfo: summary.safeAppInfo,
    note: summary.note,
  }
}
