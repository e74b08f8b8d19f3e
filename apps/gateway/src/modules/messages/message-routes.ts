import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { confirmMessage } from './confirm-message.js'
import { proposeMessage } from './propose-message.js'
import { readSafeMessage } from './read-safe-message.js'
import { readSafeMessages } from './read-safe-messages.js'
import { proposedContent } from './safe-message-content.js'

/** Safe messages (gateway-api.md §7): list with UTC-day labels, create, read by hash, add a signature. */
export function messageHandlers(
  ctx: GatewayContext,
): Handlers<'getSafeMessages' | 'proposeSafeMessage' | 'getSafeMessage' | 'confirmSafeMessage'> {
  return {
    getSafeMessages: async (request) => {
      const query = { address: request.params.address, cursor: request.query.cursor }
      return readSafeMessages(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },

    proposeSafeMessage: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { message, signature, safeAppId, origin, messageKind } = request.body
      const { content, rawBytes } = proposedContent(message, messageKind)
      const proposal = { message: content, rawBytes, signature, safeAppId, origin }
      const messageHash = await proposeMessage(ctx, chain, request.params.address, proposal, 'client-gateway')
      const address = request.params.address
      ctx.events.publish({ type: 'MESSAGE_CREATED', chainId: chain.chainId, address, messageHash })
      // The Safe Transaction Service creates messages asynchronously and answers 202 with an empty body.
      return reply.code(202).send()
    },

    getSafeMessage: async (request) =>
      readSafeMessage(ctx.db, getChain(ctx, request.params.chainId), request.params.messageHash),

    confirmSafeMessage: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { messageHash } = request.params
      const address = await confirmMessage(ctx, chain, messageHash, request.body.signature, 'client-gateway')
      ctx.events.publish({ type: 'MESSAGE_CONFIRMATION', chainId: chain.chainId, address, messageHash })
      return reply.code(200).send()
    },
  }
}
