import { z } from 'zod'
import { Address, AddressInfo, Hex } from './common.js'
import { DataDecoded } from './decoded-data.js'

/** Direction of a transfer as seen from the Safe. */
export const TransferDirection = z.enum(['INCOMING', 'OUTGOING', 'UNKNOWN'])
export type TransferDirection = z.output<typeof TransferDirection>

/** An ERC-20 amount moved. */
export const Erc20Transfer = z.object({
  type: z.literal('ERC20'),
  tokenAddress: Address,
  value: z.string(),
  tokenName: z.string().nullable(),
  tokenSymbol: z.string().nullable(),
  logoUri: z.string().nullable(),
  decimals: z.number().int().nullable(),
  trusted: z.boolean().nullable(),
  /** True when the transfer looks like address poisoning. */
  imitation: z.boolean(),
})
export type Erc20Transfer = z.output<typeof Erc20Transfer>

/** An ERC-721 token moved. */
export const Erc721Transfer = z.object({
  type: z.literal('ERC721'),
  tokenAddress: Address,
  tokenId: z.string(),
  tokenName: z.string().nullable(),
  tokenSymbol: z.string().nullable(),
  logoUri: z.string().nullable(),
  trusted: z.boolean().nullable(),
})
export type Erc721Transfer = z.output<typeof Erc721Transfer>

/** Native coin moved. */
export const NativeCoinTransfer = z.object({ type: z.literal('NATIVE_COIN'), value: z.string().nullable() })
export type NativeCoinTransfer = z.output<typeof NativeCoinTransfer>

/** What a transfer moved. */
export const TransferInfo = z.discriminatedUnion('type', [Erc20Transfer, Erc721Transfer, NativeCoinTransfer])
export type TransferInfo = z.output<typeof TransferInfo>

/** Token standards in transaction transfers (native coin instead of native token). */
export const TransactionTokenType = z.enum(['ERC20', 'ERC721', 'NATIVE_COIN'])
export type TransactionTokenType = z.output<typeof TransactionTokenType>

/** A transfer of tokens or native coin. */
export const Transfer = z.object({
  type: z.literal('Transfer'),
  humanDescription: z.string().nullable(),
  sender: AddressInfo,
  recipient: AddressInfo,
  direction: TransferDirection,
  transferInfo: TransferInfo,
})
export type Transfer = z.output<typeof Transfer>

/** setFallbackHandler. */
export const SetFallbackHandler = z.object({ type: z.literal('SET_FALLBACK_HANDLER'), handler: AddressInfo })
export type SetFallbackHandler = z.output<typeof SetFallbackHandler>
/** addOwnerWithThreshold. */
export const AddOwner = z.object({ type: z.literal('ADD_OWNER'), owner: AddressInfo, threshold: z.number().int() })
export type AddOwner = z.output<typeof AddOwner>
/** removeOwner. */
export const RemoveOwner = z.object({
  type: z.literal('REMOVE_OWNER'),
  owner: AddressInfo,
  threshold: z.number().int(),
})
export type RemoveOwner = z.output<typeof RemoveOwner>
/** swapOwner. */
export const SwapOwner = z.object({ type: z.literal('SWAP_OWNER'), oldOwner: AddressInfo, newOwner: AddressInfo })
export type SwapOwner = z.output<typeof SwapOwner>
/** changeThreshold. */
export const ChangeThreshold = z.object({ type: z.literal('CHANGE_THRESHOLD'), threshold: z.number().int() })
export type ChangeThreshold = z.output<typeof ChangeThreshold>
/** changeMasterCopy (a singleton upgrade). */
export const ChangeImplementation = z.object({ type: z.literal('CHANGE_IMPLEMENTATION'), implementation: AddressInfo })
export type ChangeImplementation = z.output<typeof ChangeImplementation>
/** enableModule. */
export const EnableModule = z.object({ type: z.literal('ENABLE_MODULE'), module: AddressInfo })
export type EnableModule = z.output<typeof EnableModule>
/** disableModule. */
export const DisableModule = z.object({ type: z.literal('DISABLE_MODULE'), module: AddressInfo })
export type DisableModule = z.output<typeof DisableModule>
/** setGuard with a guard. */
export const SetGuard = z.object({ type: z.literal('SET_GUARD'), guard: AddressInfo })
export type SetGuard = z.output<typeof SetGuard>
/** setGuard(0x0). */
export const DeleteGuard = z.object({ type: z.literal('DELETE_GUARD') })
export type DeleteGuard = z.output<typeof DeleteGuard>

/** The decoded meaning of a settings change. */
export const SettingsInfo = z.discriminatedUnion('type', [
  SetFallbackHandler,
  AddOwner,
  RemoveOwner,
  SwapOwner,
  ChangeThreshold,
  ChangeImplementation,
  EnableModule,
  DisableModule,
  SetGuard,
  DeleteGuard,
])
export type SettingsInfo = z.output<typeof SettingsInfo>

/** The kinds of Safe settings change. */
export type SettingsInfoType = SettingsInfo['type']

/** A call from the Safe to itself that changes its settings. */
export const SettingsChange = z.object({
  type: z.literal('SettingsChange'),
  humanDescription: z.string().nullable(),
  dataDecoded: DataDecoded,
  settingsInfo: SettingsInfo.nullable(),
})
export type SettingsChange = z.output<typeof SettingsChange>

/**
 * Concord: one transfer out of the Safe inside a MultiSend batch, with its recipient and amount, so a batch of transfers
 * is titled by what it sends ("Send 1,250.5 dUSDC + 0.75 ETH to 2 recipients"). Safe's clients ignore it.
 */
export const BatchTransfer = z.object({ recipient: AddressInfo, transferInfo: TransferInfo })
export type BatchTransfer = z.output<typeof BatchTransfer>

/** Any other contract interaction, including rejections (`isCancellation`) and MultiSend batches (`actionCount`). */
export const Custom = z.object({
  type: z.literal('Custom'),
  humanDescription: z.string().nullable(),
  to: AddressInfo,
  dataSize: z.string(),
  value: z.string().nullable(),
  methodName: z.string().nullable(),
  /** The number of calls of a MultiSend batch; only on MultiSend calls. */
  actionCount: z.number().int().exactOptional(),
  /** Concord: a MultiSend batch whose every call moves native coin or a known token out of the Safe, call by call. */
  transfers: z.array(BatchTransfer).exactOptional(),
  isCancellation: z.boolean(),
})
export type Custom = z.output<typeof Custom>

/** A MultiSend batch. */
export type MultiSend = Custom & { methodName: 'multiSend'; actionCount: number }

/** A rejection: an empty call from the Safe to itself that uses up a nonce. */
export type Cancellation = Custom & { isCancellation: true }

/** The Safe's deployment. */
export const Creation = z.object({
  type: z.literal('Creation'),
  humanDescription: z.null(),
  creator: AddressInfo,
  transactionHash: Hex,
  implementation: AddressInfo.nullable(),
  factory: AddressInfo.nullable(),
  saltNonce: z.string().nullable(),
})
export type Creation = z.output<typeof Creation>

/** What a transaction does (gateway-api.md §4.3). */
export const TransactionInfo = z.discriminatedUnion('type', [Transfer, SettingsChange, Custom, Creation])
export type TransactionInfo = z.output<typeof TransactionInfo>

/** What a transaction does, at the coarsest level. */
export type TransactionInfoType = TransactionInfo['type']
