import { z } from 'zod'
import { SafeMessageBodyContent } from '../../domain/safe-message-content.js'
import { AddressInfo } from './common.js'
import { ChainIdParam } from './params.js'
import { Hash32, SignatureHex } from './propose.js'

/** Body of `POST …/safes/{safe}/messages` (gateway-api.md §7 "Create"). */
export const ProposeMessageBody = z.object({
  message: SafeMessageBodyContent,
  signature: SignatureHex,
  safeAppId: z.number().int().min(0).nullable().default(null),
  origin: z.string().max(10_000).nullable().default(null),
})

/** Body of `POST /v1/chains/{chainId}/messages/{messageHash}/signatures`. */
export const ConfirmMessageBody = z.object({ signature: SignatureHex })

export const MessageParams = z.object({ chainId: ChainIdParam, messageHash: Hash32 })

/** A Safe message (gateway-api.md §7). */
export const Message = z.object({
  messageHash: z.string(),
  status: z.enum(['NEEDS_CONFIRMATION', 'CONFIRMED']),
  logoUri: z.string().nullable(),
  name: z.string().nullable(),
  message: z.union([z.string(), z.looseObject({})]),
  creationTimestamp: z.number().int(),
  modifiedTimestamp: z.number().int(),
  confirmationsSubmitted: z.number().int(),
  confirmationsRequired: z.number().int(),
  proposedBy: AddressInfo,
  confirmations: z.array(z.object({ owner: AddressInfo, signature: z.string() })),
  preparedSignature: z.string().nullable(),
  origin: z.string().nullable(),
})

/** A list entry: the message with `type: MESSAGE`. */
export const MessageItem = Message.extend({ type: z.literal('MESSAGE') })
