import { z } from 'zod'
import { AddressInfo, Hex, page } from './common.js'
import { MESSAGE_LIMITS, messageLimitRefusal, typedDataTypesRefusal, typedDataValuesRefusal } from './message-limits.js'
import { ChainIdParam, Hash32, SignatureHex } from './params.js'
import { DateLabel } from './transactions.js'

const TypedDataField = z.object({ name: z.string().min(1).max(200), type: z.string().min(1).max(200) })

/** The EIP-712 domain of typed data; `chainId` may come as a number or (when big) a decimal string. */
const TypedDataDomain = z.object({
  name: z.string().exactOptional(),
  version: z.string().exactOptional(),
  chainId: z.union([z.number().int().min(0), z.string().regex(/^\d{1,78}$/)]).exactOptional(),
  verifyingContract: z.string().exactOptional(),
  salt: z.string().exactOptional(),
})

// The typed data's fields; the limits are checked on top (a refined object cannot be extended).
const TypedDataFields = z.object({
  domain: TypedDataDomain,
  types: z.record(z.string().min(1).max(200), z.array(TypedDataField).max(200)),
  primaryType: z.string().min(1).max(200).optional(),
  message: z.record(z.string(), z.unknown()),
})

/**
 * EIP-712 typed data as a new Safe message carries it (gateway-api.md §7): domain, types, message, primaryType; within
 * MESSAGE_LIMITS (checked here, before anything hashes it; a refusal names the limit).
 */
export const TypedDataInput = TypedDataFields.superRefine((data, ctx) => {
  const refused =
    typedDataTypesRefusal(data.types) ?? typedDataValuesRefusal({ domain: data.domain, message: data.message })
  if (refused !== null) ctx.addIssue({ code: 'custom', message: refused, input: data })
})
export type TypedDataInput = z.output<typeof TypedDataInput>

/** Typed data as a stored message serves it: its primaryType is always explicit. */
export const EIP712TypedData = TypedDataFields.extend({ primaryType: z.string() })
export type EIP712TypedData = z.output<typeof EIP712TypedData>

/** What a Safe message says: EIP-191 text, EIP-712 typed data, or (kind RAW_BYTES) 0x hex of raw bytes. */
export const SafeMessageContent = z.union([z.string(), EIP712TypedData])
export type SafeMessageContent = z.output<typeof SafeMessageContent>

/**
 * How a message's content is signed (Concord's addition to the Safe gateway's shape): TEXT (EIP-191) and TYPED_DATA
 * (EIP-712) are hashed to 32 bytes, then owners sign SafeMessage{message: that hash}; RAW_BYTES is 0x hex that owners
 * sign as SafeMessage{message: the bytes} unhashed, as a Safe up to 1.4.1 asks an owner Safe about its transaction.
 */
export const SafeMessageKind = z.enum(['TEXT', 'TYPED_DATA', 'RAW_BYTES'])
export type SafeMessageKind = z.output<typeof SafeMessageKind>

// The messages table keeps the id in a 32-bit integer column, as the catalogue's ids are.
const MAX_INT32 = 2 ** 31 - 1
const BAD_APP_ID = 'Invalid safeAppId: expected the id of an app in the catalogue (0 to 2^31-1)'

/** Body of `POST …/safes/{safe}/messages` (gateway-api.md §7 "Create"). */
export const ProposeSafeMessageBody = z.object({
  message: z.union([
    z
      .string()
      .min(1)
      .max(MESSAGE_LIMITS.maxTextLength, {
        error: (issue) => messageLimitRefusal('maxTextLength', `${String(issue.input).length} characters`),
      }),
    TypedDataInput,
  ]),
  signature: SignatureHex,
  /** Deprecated by the Safe gateway; kept for compatibility. */
  safeAppId: z.number().int(BAD_APP_ID).min(0, BAD_APP_ID).max(MAX_INT32, BAD_APP_ID).nullable().default(null),
  origin: z.string().max(10_000).nullable().default(null),
  /**
   * Concord's addition: RAW_BYTES takes `message` as 0x hex bytes signed unhashed (see SafeMessageKind); absent, the
   * kind follows from `message` (text or typed data) as on the Safe gateway.
   */
  messageKind: SafeMessageKind.exactOptional(),
})
export type ProposeSafeMessageRequest = z.input<typeof ProposeSafeMessageBody>

/** Body of `POST /v1/chains/{chainId}/messages/{messageHash}/signatures`. */
export const ConfirmSafeMessageBody = z.object({ signature: SignatureHex })
export type ConfirmSafeMessageRequest = z.input<typeof ConfirmSafeMessageBody>

/** `/chains/{chainId}/messages/{messageHash}`. */
export const MessageHashParams = z.object({ chainId: ChainIdParam, messageHash: Hash32 })

/** Whether an off-chain message has enough owner signatures (against the Safe's current threshold). */
export const SafeMessageStatus = z.enum(['NEEDS_CONFIRMATION', 'CONFIRMED'])
export type SafeMessageStatus = z.output<typeof SafeMessageStatus>

/** An off-chain message signed by the Safe's owners (EIP-1271), as `GET …/messages/{messageHash}` serves it. */
export const SafeMessage = z.object({
  messageHash: Hex,
  status: SafeMessageStatus,
  logoUri: z.string().nullable(),
  name: z.string().nullable(),
  message: SafeMessageContent,
  /** Concord's addition: how `message` is signed; RAW_BYTES is hex bytes signed unhashed (see SafeMessageKind). */
  messageKind: SafeMessageKind,
  creationTimestamp: z.number().int(),
  modifiedTimestamp: z.number().int(),
  confirmationsSubmitted: z.number().int(),
  confirmationsRequired: z.number().int(),
  proposedBy: AddressInfo,
  confirmations: z.array(
    z.object({
      owner: AddressInfo,
      signature: Hex,
      /** When the gateway took this owner's signature (unix ms); Concord's addition to the Safe gateway's shape. */
      submittedAt: z.number().int(),
    }),
  ),
  /** The owners' signatures joined in owner order, as isValidSignature takes them; only once CONFIRMED. */
  preparedSignature: Hex.nullable(),
  origin: z.string().nullable(),
})
export type SafeMessage = z.output<typeof SafeMessage>

/** A message as an item of the message list. */
export const SafeMessageItem = SafeMessage.extend({ type: z.literal('MESSAGE') })
export type SafeMessageItem = z.output<typeof SafeMessageItem>

/** Message list: the UTC day of the following messages (ms, UTC midnight). */
export type SafeMessageDateLabel = DateLabel

/** Any item of the message list. */
export const SafeMessageListItem = z.discriminatedUnion('type', [SafeMessageItem, DateLabel])
export type SafeMessageListItem = z.output<typeof SafeMessageListItem>

/** Kinds of item in the message list. */
export type SafeMessageListItemType = SafeMessageListItem['type']

/** One page of a Safe's messages, newest first. */
export const SafeMessageListPage = page(SafeMessageListItem)
export type SafeMessageListPage = z.output<typeof SafeMessageListPage>
