import { z } from 'zod'
import { Address, Hex } from '../common.js'
import { SafeMessageContent } from '../messages.js'
import { ChainIdParam, Hash32 } from '../params.js'
import { TxsPageQuery, txsPage } from './common.js'
import { TxsSignatureType } from './multisig.js'

// The Transaction Service's off-chain Safe messages (api-kit: addMessage, getMessage, getMessages,
// addMessageSignature). The bodies are the Client Gateway's (ProposeSafeMessageBody, ConfirmSafeMessageBody).

/** `/txs/{chainId}/api/v1/messages/{messageHash}/…` */
export const TxsMessageHashParams = z.object({ chainId: ChainIdParam, messageHash: Hash32 })

/** One owner's signature of a message. */
export const TxsMessageConfirmation = z.object({
  created: z.string(),
  modified: z.string(),
  owner: Address,
  signature: Hex,
  signatureType: TxsSignatureType,
})

/** A message with its signatures; `preparedSignature` joins them by owner (null until the threshold is met). */
export const TxsMessage = z.object({
  created: z.string(),
  modified: z.string(),
  safe: Address,
  messageHash: Hex,
  message: SafeMessageContent,
  proposedBy: Address,
  safeAppId: z.number().int().nullable(),
  confirmations: z.array(TxsMessageConfirmation),
  preparedSignature: Hex.nullable(),
  origin: z.string(),
})
export type TxsMessage = z.output<typeof TxsMessage>

/** A page of a Safe's messages, newest first. */
export const TxsMessagePage = txsPage(TxsMessage)
export type TxsMessagePage = z.output<typeof TxsMessagePage>

/** `limit`, `offset` and the Transaction Service's orderings of messages (by `created` or `modified`; `-created` unless named). */
export const TxsMessagesQuery = TxsPageQuery.extend({
  ordering: z
    .enum(['created', '-created', 'modified', '-modified'], {
      error: 'Invalid ordering: expected created, -created, modified or -modified',
    })
    .optional(),
})
