import {
  ConfirmSafeMessageBody,
  NoContent,
  ProposeSafeMessageBody,
  TxsMessage,
  TxsMessageHashParams,
  TxsMessagePage,
  TxsMessagesQuery,
  TxsSafeParams,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { confirmMessage, proposedContent, proposeMessage } from '../messages/index.js'
import { listTxsMessages } from './messages/list-txs-messages.js'
import { readTxsMessage } from './messages/read-txs-message.js'

/**
 * Off-chain messages (api-kit: addMessage, getMessages, getMessage, addMessageSignature) over the messages module:
 * the same hashing and signer checks as the wallet's, announced on the Safe's event streams.
 */
export function registerTxsMessageRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/safes/:address/messages',
    { schema: { params: TxsSafeParams, body: ProposeSafeMessageBody, response: { 201: NoContent } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { message, signature, safeAppId, origin, messageKind } = request.body
      const { content, rawBytes } = proposedContent(message, messageKind)
      const proposal = { message: content, rawBytes, signature, safeAppId, origin }
      const { address } = request.params
      const messageHash = await proposeMessage(ctx, chain, address, proposal, 'transaction-service')
      ctx.events.publish({ type: 'MESSAGE_CREATED', chainId: chain.chainId, address, messageHash })
      return reply.code(201).send(null)
    },
  )
  app.get(
    '/v1/safes/:address/messages',
    { schema: { params: TxsSafeParams, querystring: TxsMessagesQuery, response: { 200: TxsMessagePage } } },
    async (request) => {
      const query = { ...request.query, address: request.params.address }
      return listTxsMessages(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },
  )
  app.get(
    '/v1/messages/:messageHash',
    { schema: { params: TxsMessageHashParams, response: { 200: TxsMessage } } },
    async (request) => readTxsMessage(ctx.db, getChain(ctx, request.params.chainId), request.params.messageHash),
  )
  app.post(
    '/v1/messages/:messageHash/signatures',
    { schema: { params: TxsMessageHashParams, body: ConfirmSafeMessageBody, response: { 201: NoContent } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { messageHash } = request.params
      const address = await confirmMessage(ctx, chain, messageHash, request.body.signature, 'transaction-service')
      ctx.events.publish({ type: 'MESSAGE_CONFIRMATION', chainId: chain.chainId, address, messageHash })
      return reply.code(201).send(null)
    },
  )
}
