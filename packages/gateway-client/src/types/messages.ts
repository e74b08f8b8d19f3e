import type { AddressInfo, Hex, Page } from './common.js'

/** Whether an off-chain message has enough owner signatures. */
export const SafeMessageStatus = {
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
  CONFIRMED: 'CONFIRMED',
} as const
/** Whether an off-chain message has enough owner signatures. */
export type SafeMessageStatus = (typeof SafeMessageStatus)[keyof typeof SafeMessageStatus]

/** Kinds of item in the message list. */
export const SafeMessageListItemType = {
  DATE_LABEL: 'DATE_LABEL',
  MESSAGE: 'MESSAGE',
} as const
/** Kinds of item in the message list. */
export type SafeMessageListItemType = (typeof SafeMessageListItemType)[keyof typeof SafeMessageListItemType]

/** EIP-712 typed data as stored with a message. */
export type EIP712TypedData = {
  domain: { name?: string; version?: string; chainId?: unknown; verifyingContract?: string; salt?: string }
  primaryType?: string
  types: Record<string, { name: string; type: string }[]>
  message: Record<string, unknown>
}

/** An off-chain message signed by the Safe's owners (EIP-1271). */
export type SafeMessage = {
  type: 'MESSAGE'
  messageHash: Hex
  status: SafeMessageStatus
  logoUri: string | null
  name: string | null
  message: string | EIP712TypedData
  creationTimestamp: number
  modifiedTimestamp: number
  confirmationsSubmitted: number
  confirmationsRequired: number
  proposedBy: AddressInfo
  confirmations: { owner: AddressInfo; signature: Hex }[]
  /** The owners' signatures concatenated in owner order; only once CONFIRMED. */
  preparedSignature: Hex | null
  origin?: string | null
}

/** Message list: the UTC day of the following messages (ms). */
export type SafeMessageDateLabel = { type: 'DATE_LABEL'; timestamp: number }

/** Any item of the message list. */
export type SafeMessageListItem = SafeMessageDateLabel | SafeMessage

/** One page of a Safe's messages. */
export type SafeMessageListPage = Page<SafeMessageListItem>
