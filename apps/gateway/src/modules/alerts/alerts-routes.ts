import type { FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import { invalidInput, notFound } from '../../errors.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { confirmBaseUrl, confirmEmailHandler } from './confirm-email-route.js'
import type { SubscriptionRow } from './subscriptions/alert-rows.js'
import { alerts } from './subscriptions/alerts-repository.js'
import { authorizeAlerts } from './subscriptions/authorize-alerts.js'
import { createSubscription, newSecret } from './subscriptions/create-subscription.js'
import { sendTestAlert } from './subscriptions/send-test-alert.js'
import { toAlertDelivery, toAlertSubscription } from './subscriptions/to-alert-wire.js'

const RECENT_DELIVERIES = 50

type SubscriptionPath = { chainId: string; address: string; id: string }

/** The subscription a request names, after checking the caller may manage the Safe's alerts. */
async function ownSubscription(
  ctx: GatewayContext,
  request: FastifyRequest,
  path: SubscriptionPath,
): Promise<SubscriptionRow> {
  const { chainId, address, id } = path
  const chain = getChain(ctx, chainId)
  await authorizeAlerts(ctx, request, chain.chainId, address)
  const row = await alerts.subscription(ctx.db, chain.chainId, address, id)
  if (row === null) throw notFound(`No alert subscription ${id} on Safe ${address}`)
  return row
}

/** A delivery of a subscription, or a 404. */
async function ownDelivery(ctx: GatewayContext, subscriptionId: string, id: string) {
  const delivery = await alerts.delivery(ctx.db, subscriptionId, id)
  if (delivery === null) throw notFound(`No delivery ${id} of alert subscription ${subscriptionId}`)
  return delivery
}

/**
 * A Safe's alert subscriptions (webhooks and emails), for its signed-in owners or the operator's admin token: list,
 * create, delete, rotate the signing secret, send a test, read recent deliveries, retry a parked one; and the link
 * that confirms an email address.
 */
export function alertHandlers(
  app: GatewayApp,
  ctx: GatewayContext,
): Handlers<
  | 'confirmAlertEmail'
  | 'getAlertSubscriptions'
  | 'createAlertSubscription'
  | 'deleteAlertSubscription'
  | 'rotateAlertSecret'
  | 'sendTestAlert'
  | 'getAlertDeliveries'
  | 'retryAlertDelivery'
> {
  return {
    confirmAlertEmail: confirmEmailHandler(ctx),
    getAlertSubscriptions: async (request) => {
      const chainId = getChain(ctx, request.params.chainId).chainId
      await authorizeAlerts(ctx, request, chainId, request.params.address)
      const rows = await alerts.subscriptionsOf(ctx.db, chainId, request.params.address)
      return { results: rows.map(toAlertSubscription) }
    },
    createAlertSubscription: async (request, reply) => {
      const chainId = getChain(ctx, request.params.chainId).chainId
      const safe = request.params.address
      const createdBy = await authorizeAlerts(ctx, request, chainId, safe)
      const confirmUrl = confirmBaseUrl(ctx, app.server.address())
      const created = await createSubscription(
        ctx,
        { chainId, safe, createdBy, confirmBaseUrl: confirmUrl },
        request.body,
      )
      return reply.code(201).send(created)
    },
    deleteAlertSubscription: async (request, reply) => {
      const row = await ownSubscription(ctx, request, request.params)
      await alerts.deleteSubscription(ctx.db, row.chainId, row.safe, row.id)
      return reply.code(204).send(null)
    },
    rotateAlertSecret: async (request) => {
      const row = await ownSubscription(ctx, request, request.params)
      const secret = newSecret()
      await alerts.setSecret(ctx.db, row.id, secret)
      return { ...toAlertSubscription(row), secret, notes: [] }
    },
    sendTestAlert: async (request) => sendTestAlert(ctx, await ownSubscription(ctx, request, request.params)),
    getAlertDeliveries: async (request) => {
      const row = await ownSubscription(ctx, request, request.params)
      const rows = await alerts.recentDeliveries(ctx.db, row.id, RECENT_DELIVERIES)
      return { results: rows.map(toAlertDelivery) }
    },
    retryAlertDelivery: async (request) => {
      const row = await ownSubscription(ctx, request, request.params)
      const { deliveryId } = request.params
      await ownDelivery(ctx, row.id, deliveryId)
      if (!(await alerts.retryParked(ctx.db, deliveryId, Date.now()))) {
        throw invalidInput(`Delivery ${deliveryId} is not parked: only a parked delivery can be retried`)
      }
      return toAlertDelivery(await ownDelivery(ctx, row.id, deliveryId))
    },
  }
}
