import {
  ConfirmSafeMessageBody,
  CursorQuery,
  MessageHashParams,
  ProposeSafeMessageBody,
  SafeMessage,
  type SafeMessageListItem,
  SafeMessageListPage,
  SafeParams,
} from '@concord/gateway-schema'
import type { z } from 'zod'
import { confirmMessage } from '../../domain/confirm-message.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { proposeMessage } from '../../domain/propose-message.js'
import { countMessages, readSafeMessage, readSafeMessages } from '../../domain/read-messages.js'
import { type StoredMessageContent, typedDataContent } from '../../domain/safe-message-content.js'
import { invalidInput } from '../../errors.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'

const DAY_MS = 86_400_000

/** Safe messages (gateway-api.md §7): list with UTC-day labels, create, read by hash, add a signature. */
export function registerMessageRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/messages',
    {
      schema: {
        params: SafeParams,
        querystring: CursorQuery,
        response: { 200: SafeMessageListPage },
      },
    },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
      const pagination = parseCursor(request.query.cursor)
      const count = await countMessages(ctx.db, chain.chainId, safe.address)
      const messages = await readSafeMessages(ctx.db, chain, safe.address, pagination)
      const results: SafeMessageListItem[] = []
      let lastDay: number | null = null
      for (const message of messages) {
        // Messages are grouped by the UTC day they were created on, each group after a label at UTC midnight.
        const day = Math.floor(message.creationTimestamp / DAY_MS) * DAY_MS
        if (day !== lastDay) results.push({ type: 'DATE_LABEL', timestamp: day })
        lastDay = day
        results.push({ type: 'MESSAGE', ...message })
      }
      return { count, ...pageLinks(request, pagination, count), results }
    },
  )

  app.post(
    '/v1/chains/:chainId/safes/:address/messages',
    { schema: { params: SafeParams, body: ProposeSafeMessageBody } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const body = request.body
      const messageHash = await proposeMessage(ctx.db, chain, request.params.address, {
        message: messageContent(body.message),
        signature: body.signature,
        safeAppId: body.safeAppId,
        origin: body.origin,
      })
      const address = request.params.address
      ctx.events.publish({ type: 'MESSAGE_CREATED', chainId: chain.chainId, address, messageHash })
      // The Safe Transaction Service creates messages asynchronously and answers 202 with an empty body.
      return reply.code(202).send()
    },
  )

  app.get(
    '/v1/chains/:chainId/messages/:messageHash',
    { schema: { params: MessageHashParams, response: { 200: SafeMessage } } },
    async (request) => readSafeMessage(ctx.db, getChain(ctx, request.params.chainId), request.params.messageHash),
  )

  app.post(
    '/v1/chains/:chainId/messages/:messageHash/signatures',
    { schema: { params: MessageHashParams, body: ConfirmSafeMessageBody } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { messageHash } = request.params
      const address = await confirmMessage(ctx.db, chain, messageHash, request.body.signature)
      ctx.events.publish({ type: 'MESSAGE_CONFIRMATION', chainId: chain.chainId, address, messageHash })
      return reply.code(200).send()
    },
  )
}

function messageContent(message: z.output<typeof ProposeSafeMessageBody>['message']): StoredMessageContent {
  if (typeof message === 'string') return message
  const checked = typedDataContent(message)
  if (!checked.ok) throw invalidInput(checked.reason)
  return checked.content
}
