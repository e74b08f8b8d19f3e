// The enumerations as runtime values, with the Safe SDK's member names (`TransactionStatus.SUCCESS`). Their types are
// the unions of @concord/gateway-schema: each object `satisfies` its union, so a member the wire renames or drops fails
// type-checking here, and where names equal values (`Members`) so does a member the wire adds.
import type {
  ChainFeature,
  ConflictType as ConflictTypeUnion,
  DetailedExecutionInfo,
  DeviceType as DeviceTypeUnion,
  GasPrice,
  ImplementationVersionState as ImplementationVersionStateUnion,
  LabelValue as LabelValueUnion,
  Operation as OperationUnion,
  RpcAuthentication,
  SafeAppFeature,
  SafeAppSocialPlatform,
  SafeAppsAccessControlPolicies,
  SafeMessageListItemType as SafeMessageListItemTypeUnion,
  SafeMessageStatus as SafeMessageStatusUnion,
  SettingsInfoType as SettingsInfoTypeUnion,
  TokenType as TokenTypeUnion,
  TransactionInfoType as TransactionInfoTypeUnion,
  TransactionListItemType as TransactionListItemTypeUnion,
  TransactionStatus as TransactionStatusUnion,
  TransactionTokenType as TransactionTokenTypeUnion,
  TransferDirection as TransferDirectionUnion,
} from '@concord/gateway-schema'

/** Every member of the union U, each under its own name: missing, extra or misspelt members fail type-checking. */
type Members<U extends string> = { readonly [K in U]: K }

/** Where a transaction is in its life. */
export const TransactionStatus = {
  AWAITING_CONFIRMATIONS: 'AWAITING_CONFIRMATIONS',
  AWAITING_EXECUTION: 'AWAITING_EXECUTION',
  CANCELLED: 'CANCELLED',
  FAILED: 'FAILED',
  SUCCESS: 'SUCCESS',
} as const satisfies Members<TransactionStatusUnion>
/** Where a transaction is in its life. */
export type TransactionStatus = TransactionStatusUnion

/** How a queued transaction relates to others with the same nonce. */
export const ConflictType = {
  NONE: 'None',
  HAS_NEXT: 'HasNext',
  END: 'End',
} as const satisfies Record<string, ConflictTypeUnion>
/** How a queued transaction relates to others with the same nonce. */
export type ConflictType = ConflictTypeUnion

/** Kinds of item in the queue and history lists. */
export const TransactionListItemType = {
  TRANSACTION: 'TRANSACTION',
  LABEL: 'LABEL',
  CONFLICT_HEADER: 'CONFLICT_HEADER',
  DATE_LABEL: 'DATE_LABEL',
} as const satisfies Members<TransactionListItemTypeUnion>
/** Kinds of item in the queue and history lists. */
export type TransactionListItemType = TransactionListItemTypeUnion

/** Whether a transaction runs through the owners' signatures or a module. */
export const DetailedExecutionInfoType = {
  MULTISIG: 'MULTISIG',
  MODULE: 'MODULE',
} as const satisfies Members<DetailedExecutionInfoType>
/** Whether a transaction runs through the owners' signatures or a module. */
export type DetailedExecutionInfoType = DetailedExecutionInfo['type']

/** Queue section labels. */
export const LabelValue = {
  Queued: 'Queued',
  Next: 'Next',
} as const satisfies Members<LabelValueUnion>
/** Queue section labels. */
export type LabelValue = LabelValueUnion

/** Direction of a transfer as seen from the Safe. */
export const TransferDirection = {
  INCOMING: 'INCOMING',
  OUTGOING: 'OUTGOING',
  UNKNOWN: 'UNKNOWN',
} as const satisfies Members<TransferDirectionUnion>
/** Direction of a transfer as seen from the Safe. */
export type TransferDirection = TransferDirectionUnion

/** Token standards in transaction transfers (native coin instead of native token). */
export const TransactionTokenType = {
  ERC20: 'ERC20',
  ERC721: 'ERC721',
  NATIVE_COIN: 'NATIVE_COIN',
} as const satisfies Members<TransactionTokenTypeUnion>
/** Token standards in transaction transfers. */
export type TransactionTokenType = TransactionTokenTypeUnion

/** The ten kinds of Safe settings change. */
export const SettingsInfoType = {
  SET_FALLBACK_HANDLER: 'SET_FALLBACK_HANDLER',
  ADD_OWNER: 'ADD_OWNER',
  REMOVE_OWNER: 'REMOVE_OWNER',
  SWAP_OWNER: 'SWAP_OWNER',
  CHANGE_THRESHOLD: 'CHANGE_THRESHOLD',
  CHANGE_IMPLEMENTATION: 'CHANGE_IMPLEMENTATION',
  ENABLE_MODULE: 'ENABLE_MODULE',
  DISABLE_MODULE: 'DISABLE_MODULE',
  SET_GUARD: 'SET_GUARD',
  DELETE_GUARD: 'DELETE_GUARD',
} as const satisfies Members<SettingsInfoTypeUnion>
/** The ten kinds of Safe settings change. */
export type SettingsInfoType = SettingsInfoTypeUnion

/** What a transaction does, at the coarsest level. */
export const TransactionInfoType = {
  TRANSFER: 'Transfer',
  SETTINGS_CHANGE: 'SettingsChange',
  CUSTOM: 'Custom',
  CREATION: 'Creation',
} as const satisfies Record<string, TransactionInfoTypeUnion>
/** What a transaction does, at the coarsest level. */
export type TransactionInfoType = TransactionInfoTypeUnion

/** Token standards of balances and token metadata (spec §3 "Token type (transfers)"). */
export const TokenType = {
  ERC20: 'ERC20',
  ERC721: 'ERC721',
  NATIVE_TOKEN: 'NATIVE_TOKEN',
} as const satisfies Members<TokenTypeUnion>
/** Token standards of balances and token metadata. */
export type TokenType = TokenTypeUnion

/** Safe transaction operation: a plain call or a delegate call. */
export const Operation = {
  CALL: 0,
  DELEGATE: 1,
} as const satisfies Record<string, OperationUnion>
/** Safe transaction operation: 0 = CALL, 1 = DELEGATE. */
export type Operation = OperationUnion

/** Whether an off-chain message has enough owner signatures. */
export const SafeMessageStatus = {
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
  CONFIRMED: 'CONFIRMED',
} as const satisfies Members<SafeMessageStatusUnion>
/** Whether an off-chain message has enough owner signatures. */
export type SafeMessageStatus = SafeMessageStatusUnion

/** Kinds of item in the message list. */
export const SafeMessageListItemType = {
  DATE_LABEL: 'DATE_LABEL',
  MESSAGE: 'MESSAGE',
} as const satisfies Members<SafeMessageListItemTypeUnion>
/** Kinds of item in the message list. */
export type SafeMessageListItemType = SafeMessageListItemTypeUnion

/** How the Safe's singleton compares with the chain's recommended version. */
export const ImplementationVersionState = {
  UP_TO_DATE: 'UP_TO_DATE',
  OUTDATED: 'OUTDATED',
  UNKNOWN: 'UNKNOWN',
} as const satisfies Members<ImplementationVersionStateUnion>
/** How the Safe's singleton compares with the chain's recommended version. */
export type ImplementationVersionState = ImplementationVersionStateUnion

/** How a chain's RPC URL expects to be authenticated. */
export const RPC_AUTHENTICATION = {
  API_KEY_PATH: 'API_KEY_PATH',
  NO_AUTHENTICATION: 'NO_AUTHENTICATION',
  UNKNOWN: 'UNKNOWN',
} as const satisfies Members<RpcAuthentication>

/** The Safe SDK's gas price source of a kind it does not know; Concord's gateway never sends it. */
export type GasPriceUnknown = { type: 'UNKNOWN' }
/** Kinds of gas price source in a chain config (UNKNOWN only in the Safe SDK). */
export type GasPriceType = GasPrice[number]['type'] | GasPriceUnknown['type']

/** Kinds of gas price source in a chain config. */
export const GAS_PRICE_TYPE = {
  ORACLE: 'ORACLE',
  FIXED: 'FIXED',
  FIXED_1559: 'FIXED1559',
  UNKNOWN: 'UNKNOWN',
} as const satisfies Record<string, GasPriceType>

/** Features a chain can have switched on. */
export const FEATURES = {
  ERC721: 'ERC721',
  SAFE_APPS: 'SAFE_APPS',
  CONTRACT_INTERACTION: 'CONTRACT_INTERACTION',
  DOMAIN_LOOKUP: 'DOMAIN_LOOKUP',
  SPENDING_LIMIT: 'SPENDING_LIMIT',
  EIP1559: 'EIP1559',
  SAFE_TX_GAS_OPTIONAL: 'SAFE_TX_GAS_OPTIONAL',
  TX_SIMULATION: 'TX_SIMULATION',
  EIP1271: 'EIP1271',
} as const satisfies Members<ChainFeature>

/** Who may embed a Safe App. */
export const SafeAppAccessPolicyTypes = {
  NoRestrictions: 'NO_RESTRICTIONS',
  DomainAllowlist: 'DOMAIN_ALLOWLIST',
} as const satisfies Record<string, SafeAppAccessPolicyType>
/** Who may embed a Safe App. */
export type SafeAppAccessPolicyType = SafeAppsAccessControlPolicies['type']

/** Optional capabilities a Safe App declares. */
export const SafeAppFeatures = {
  BATCHED_TRANSACTIONS: 'BATCHED_TRANSACTIONS',
} as const satisfies Members<SafeAppFeature>

/** Social networks a Safe App can link to: the product spec's three (the wire also has TELEGRAM). */
export const SafeAppSocialPlatforms = {
  TWITTER: 'TWITTER',
  GITHUB: 'GITHUB',
  DISCORD: 'DISCORD',
} as const satisfies Record<string, SafeAppSocialPlatform>

/** Kinds of device that receive push notifications. */
export const DeviceType = {
  ANDROID: 'ANDROID',
  IOS: 'IOS',
  WEB: 'WEB',
} as const satisfies Members<DeviceTypeUnion>
/** Kinds of device that receive push notifications. */
export type DeviceType = DeviceTypeUnion
