import type { RouteOptions } from 'fastify'

/**
 * The largest request body per route class, in bytes (Fastify's `bodyLimit`, checked against Content-Length before
 * a byte is read, and while reading). Calldata routes carry up to MAX_CALLDATA_BYTES as hex plus a signature;
 * messages up to MESSAGE_LIMITS of text or typed data; every other body is a few signatures and addresses.
 */
export const BODY_LIMITS = { calldata: 384 * 1024, messages: 128 * 1024, default: 64 * 1024 } as const

/** A route class of body limits. */
export type BodyLimitClass = keyof typeof BODY_LIMITS

const CALLDATA_ROUTES = [
  '/v1/chains/:chainId/transactions/:address/propose',
  '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
  '/v1/chains/:chainId/data-decoder',
  '/txs/:chainId/api/v2/safes/:address/multisig-transactions',
  '/txs/:chainId/api/v1/data-decoder',
]
const MESSAGE_ROUTES = ['/v1/chains/:chainId/safes/:address/messages']

/** The body-limit class of a route, by its URL. */
export function bodyLimitClassOf(url: string): BodyLimitClass {
  if (CALLDATA_ROUTES.includes(url)) return 'calldata'
  if (MESSAGE_ROUTES.includes(url)) return 'messages'
  return 'default'
}

/** An `onRoute` hook giving each route the body limit of its class (unless the route sets its own). */
export function applyBodyLimit(route: RouteOptions): void {
  route.bodyLimit ??= BODY_LIMITS[bodyLimitClassOf(route.url)]
}
