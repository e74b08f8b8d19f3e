import { z } from 'zod'
import { AddressInfo, TokenInfo } from './common.js'

type Value = string | Value[]
const DecodedValue: z.ZodType<Value> = z.union([z.string(), z.array(z.lazy(() => DecodedValue))])

const NestedCall = z.object({
  method: z.string(),
  get parameters() {
    return z.array(Parameter).nullable()
  },
})
const MultiSendCall = z.object({
  operation: z.union([z.literal(0), z.literal(1)]),
  to: z.string(),
  value: z.string(),
  data: z.string().nullable(),
  dataDecoded: NestedCall.nullable(),
})
const Parameter = z.object({
  name: z.string(),
  type: z.string(),
  value: DecodedValue,
  valueDecoded: z.array(MultiSendCall).nullable().optional(),
})

/** Decoded calldata (gateway-api.md §6.3). */
export const DataDecoded = z.object({
  method: z.string(),
  parameters: z.array(Parameter).nullable(),
  accuracy: z.enum(['FULL_MATCH', 'PARTIAL_MATCH', 'ONLY_FUNCTION_MATCH', 'NO_MATCH', 'UNKNOWN']),
})

const Erc20Transfer = z.object({
  type: z.literal('ERC20'),
  tokenAddress: z.string(),
  value: z.string(),
  tokenName: z.string().nullable(),
  tokenSymbol: z.string().nullable(),
  logoUri: z.string().nullable(),
  decimals: z.number().int().nullable(),
  trusted: z.boolean().nullable(),
  imitation: z.boolean(),
})
const Erc721Transfer = z.object({
  type: z.literal('ERC721'),
  tokenAddress: z.string(),
  tokenId: z.string(),
  tokenName: z.string().nullable(),
  tokenSymbol: z.string().nullable(),
  logoUri: z.string().nullable(),
  trusted: z.boolean().nullable(),
})
const NativeCoinTransfer = z.object({ type: z.literal('NATIVE_COIN'), value: z.string().nullable() })

const TransferInfo = z.object({
  type: z.literal('Transfer'),
  humanDescription: z.string().nullable(),
  sender: AddressInfo,
  recipient: AddressInfo,
  direction: z.enum(['INCOMING', 'OUTGOING', 'UNKNOWN']),
  transferInfo: z.discriminatedUnion('type', [Erc20Transfer, Erc721Transfer, NativeCoinTransfer]),
})

const SettingsInfo = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SET_FALLBACK_HANDLER'), handler: AddressInfo }),
  z.object({ type: z.literal('ADD_OWNER'), owner: AddressInfo, threshold: z.number().int() }),
  z.object({ type: z.literal('REMOVE_OWNER'), owner: AddressInfo, threshold: z.number().int() }),
  z.object({ type: z.literal('SWAP_OWNER'), oldOwner: AddressInfo, newOwner: AddressInfo }),
  z.object({ type: z.literal('CHANGE_THRESHOLD'), threshold: z.number().int() }),
  z.object({ type: z.literal('CHANGE_IMPLEMENTATION'), implementation: AddressInfo }),
  z.object({ type: z.literal('ENABLE_MODULE'), module: AddressInfo }),
  z.object({ type: z.literal('DISABLE_MODULE'), module: AddressInfo }),
  z.object({ type: z.literal('SET_GUARD'), guard: AddressInfo }),
  z.object({ type: z.literal('DELETE_GUARD') }),
])

const SettingsChangeInfo = z.object({
  type: z.literal('SettingsChange'),
  humanDescription: z.string().nullable(),
  dataDecoded: DataDecoded,
  settingsInfo: SettingsInfo.nullable(),
})

const CustomInfo = z.object({
  type: z.literal('Custom'),
  humanDescription: z.string().nullable(),
  to: AddressInfo,
  dataSize: z.string(),
  value: z.string().nullable(),
  methodName: z.string().nullable(),
  actionCount: z.number().int().optional(),
  isCancellation: z.boolean(),
})

const CreationInfo = z.object({
  type: z.literal('Creation'),
  humanDescription: z.null(),
  creator: AddressInfo,
  transactionHash: z.string(),
  implementation: AddressInfo.nullable(),
  factory: AddressInfo.nullable(),
  saltNonce: z.string().nullable(),
})

/** txInfo variants (gateway-api.md §4.3). */
export const TransactionInfo = z.discriminatedUnion('type', [
  TransferInfo,
  SettingsChangeInfo,
  CustomInfo,
  CreationInfo,
])

const MultisigExecutionInfo = z.object({
  type: z.literal('MULTISIG'),
  nonce: z.number().int(),
  confirmationsRequired: z.number().int(),
  confirmationsSubmitted: z.number().int(),
  missingSigners: z.array(AddressInfo).nullable(),
})
const ModuleExecutionInfo = z.object({ type: z.literal('MODULE'), address: AddressInfo })

const TxStatus = z.enum(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION', 'CANCELLED', 'FAILED', 'SUCCESS'])
const SafeAppInfo = z.object({ name: z.string(), url: z.string(), logoUri: z.string().nullable() })

/** A transaction in a list (gateway-api.md §4.1). */
export const TransactionSummary = z.object({
  id: z.string(),
  txHash: z.string().nullable(),
  timestamp: z.number().int(),
  txStatus: TxStatus,
  txInfo: TransactionInfo,
  executionInfo: z.discriminatedUnion('type', [MultisigExecutionInfo, ModuleExecutionInfo]).nullable(),
  safeAppInfo: SafeAppInfo.nullable(),
  note: z.string().nullable(),
})

export const TransactionItem = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummary,
  conflictType: z.enum(['None', 'HasNext', 'End']),
})
export const DateLabel = z.object({ type: z.literal('DATE_LABEL'), timestamp: z.number().int() })
export const LabelItem = z.object({ type: z.literal('LABEL'), label: z.enum(['Next', 'Queued']) })
export const ConflictHeader = z.object({ type: z.literal('CONFLICT_HEADER'), nonce: z.number().int() })

const MultisigExecutionDetails = z.object({
  type: z.literal('MULTISIG'),
  submittedAt: z.number().int(),
  nonce: z.number().int(),
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  gasToken: z.string(),
  fee: z.string(),
  payment: z.string(),
  refundReceiver: AddressInfo,
  safeTxHash: z.string(),
  executor: AddressInfo.nullable(),
  signers: z.array(AddressInfo),
  confirmationsRequired: z.number().int(),
  confirmations: z.array(
    z.object({ signer: AddressInfo, signature: z.string().nullable(), submittedAt: z.number().int() }),
  ),
  rejectors: z.array(AddressInfo),
  gasTokenInfo: TokenInfo.nullable(),
  trusted: z.boolean(),
  proposer: AddressInfo.nullable(),
  proposedByDelegate: AddressInfo.nullable(),
})

/** Full details of one transaction (gateway-api.md §4.7). */
export const TransactionDetails = z.object({
  safeAddress: z.string(),
  txId: z.string(),
  executedAt: z.number().int().nullable(),
  txStatus: TxStatus,
  txInfo: TransactionInfo,
  txData: z
    .object({
      hexData: z.string().nullable(),
      dataDecoded: DataDecoded.nullable(),
      to: AddressInfo,
      value: z.string().nullable(),
      operation: z.union([z.literal(0), z.literal(1)]),
      trustedDelegateCallTarget: z.boolean().nullable(),
      addressInfoIndex: z.record(z.string(), AddressInfo).nullable(),
      tokenInfoIndex: z.record(z.string(), TokenInfo).nullable(),
    })
    .nullable(),
  txHash: z.string().nullable(),
  detailedExecutionInfo: z.discriminatedUnion('type', [MultisigExecutionDetails, ModuleExecutionInfo]).nullable(),
  safeAppInfo: SafeAppInfo.nullable(),
  note: z.string().nullable(),
})

export type TransactionSummary = z.output<typeof TransactionSummary>
export type TransactionInfo = z.output<typeof TransactionInfo>
export type TransactionDetails = z.output<typeof TransactionDetails>
