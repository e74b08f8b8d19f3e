import { z } from 'zod'
import { Address, Hex, Operation } from '../common.js'
import { DataDecoded } from '../decoded-data.js'
import { AddressParam, Hash32, SignatureHex } from '../params.js'
import { ProposeTransactionBody } from '../transaction-requests.js'
import { TxsBooleanQuery, TxsNonceQuery, TxsPageQuery, txsPage } from './common.js'

// The Safe Transaction Service's multisig transactions (its /api/v1 and /api/v2 paths), as @safe-global/api-kit 5
// sends and reads them (types from @safe-global/types-kit). Dates are ISO 8601; uint256 values decimal strings.

/** How an owner signed: the Transaction Service's names, the same as @concord/protocol's signature types. */
export const TxsSignatureType = z.enum(['CONTRACT_SIGNATURE', 'APPROVED_HASH', 'EOA', 'ETH_SIGN'])

/** One owner's confirmation of a multisig transaction. */
export const TxsConfirmation = z.object({
  owner: Address,
  submissionDate: z.string(),
  /** The transaction that approved the hash on chain; null for an off-chain signature. */
  transactionHash: Hex.nullable(),
  signature: Hex,
  signatureType: TxsSignatureType,
})
export type TxsConfirmation = z.output<typeof TxsConfirmation>

/** A multisig transaction (types-kit: SafeMultisigTransactionResponse). */
export const TxsMultisigTransaction = z.object({
  safe: Address,
  to: Address,
  value: z.string(),
  data: Hex.nullable(),
  operation: Operation,
  gasToken: Address,
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  refundReceiver: Address,
  nonce: z.string(),
  executionDate: z.string().nullable(),
  submissionDate: z.string(),
  modified: z.string(),
  blockNumber: z.number().int().nullable(),
  transactionHash: Hex.nullable(),
  safeTxHash: Hex,
  proposer: Address.nullable(),
  proposedByDelegate: Address.nullable(),
  executor: Address.nullable(),
  isExecuted: z.boolean(),
  isSuccessful: z.boolean().nullable(),
  /** Not indexed (the receipt's gas figures): null, as the Transaction Service sends when it does not know them. */
  ethGasPrice: z.string().nullable(),
  maxFeePerGas: z.string().nullable(),
  maxPriorityFeePerGas: z.string().nullable(),
  gasUsed: z.number().int().nullable(),
  fee: z.string().nullable(),
  origin: z.string(),
  dataDecoded: DataDecoded.nullable(),
  confirmationsRequired: z.number().int(),
  confirmations: z.array(TxsConfirmation),
  trusted: z.boolean(),
  signatures: Hex.nullable(),
})
export type TxsMultisigTransaction = z.output<typeof TxsMultisigTransaction>

/** A page of multisig transactions. */
export const TxsMultisigTransactionPage = txsPage(TxsMultisigTransaction)
export type TxsMultisigTransactionPage = z.output<typeof TxsMultisigTransactionPage>

/** A page of confirmations. */
export const TxsConfirmationPage = txsPage(TxsConfirmation)
export type TxsConfirmationPage = z.output<typeof TxsConfirmationPage>

/**
 * Body of `POST /v2/safes/{address}/multisig-transactions/`: the CGW proposal with the safeTxHash named
 * `contractTransactionHash`, as api-kit's proposeTransaction sends it.
 */
export const TxsProposeBody = ProposeTransactionBody.omit({ safeTxHash: true }).extend({
  contractTransactionHash: Hash32,
})
export type TxsProposeRequest = z.input<typeof TxsProposeBody>

/** Body of `POST /v1/multisig-transactions/{safeTxHash}/confirmations/`. */
export const TxsConfirmBody = z.object({ signature: SignatureHex })
export type TxsConfirmRequest = z.input<typeof TxsConfirmBody>

/** The answer to a confirmation: the signature as stored. */
export const TxsSignatureResponse = z.object({ signature: Hex })
export type TxsSignatureResponse = z.output<typeof TxsSignatureResponse>

/** The orderings of a multisig list (`-` for descending); the Transaction Service's default is `-nonce`. */
export const TxsMultisigOrdering = z.enum(['nonce', '-nonce', 'created', '-created', 'modified', '-modified'], {
  error: 'Invalid ordering: expected one of nonce, created, modified, each optionally prefixed with -',
})

/** The filters api-kit's getMultisigTransactions and getPendingTransactions send. */
export const TxsMultisigQuery = TxsPageQuery.extend({
  executed: TxsBooleanQuery.optional(),
  trusted: TxsBooleanQuery.optional(),
  has_confirmations: TxsBooleanQuery.optional(),
  nonce: TxsNonceQuery.optional(),
  nonce__gte: TxsNonceQuery.optional(),
  nonce__lte: TxsNonceQuery.optional(),
  to: AddressParam.optional(),
  ordering: TxsMultisigOrdering.default('-nonce'),
})
