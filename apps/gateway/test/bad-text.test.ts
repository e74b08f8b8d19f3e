import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { staticTestConfig } from './support/static-config.js'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

// Issue 28 point 4: a NUL character or a lone UTF-16 surrogate in any string of any route (path, query, JSON body at
// any depth) is refused as a 4xx in words, never a 5xx from PostgreSQL. Routes and their bodies come from the served
// OpenAPI document (both faces), so a new route is covered without editing this file.

// Anvil's account 1: signed in, so the account-scoped routes (address book, alerts) reach their handlers.
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const HASH = `0x${'ab'.repeat(32)}`

/** Text a JSON body carries (JSON.stringify escapes a lone surrogate as `\ud800`). */
const BODY_POISONS = ['a\u0000b', '\u0000', 'x\ud800', '\udfffy', 'Mail\ud83d']
/** The same in a URL: `%00` decodes to NUL; `%ED%A0%80` (a surrogate in UTF-8) is not valid UTF-8. */
const URL_POISONS = ['a%00b', '%00', 'x%ED%A0%80']

type Schema = Json
type Route = { template: string; method: string; query: string[]; body: Schema | undefined }
type Slot = { part: 'path' | 'query' | 'body'; key: string[] }

let gateway: StaticGateway
let cookie: string
let openapi: Json

beforeAll(async () => {
  // Some 400 requests one after another: the per-client limits would make most of them 429s.
  gateway = await startStaticGateway({
    configure: (config) => {
      for (const routeClass of ['reads', 'writes', 'auth', 'streams'] as const) {
        config.rateLimits[routeClass].perClient.max = 100_000
        config.rateLimits[routeClass].global.max = 100_000
      }
    },
  })
  cookie = await signInFromWebOrigin()
  openapi = (await request(gateway.url, '/openapi.json')).body
})

afterAll(async () => {
  await gateway?.stop()
})

/** Signs ACCOUNT in as the static config's web origin would, and returns its session cookie. */
async function signInFromWebOrigin(): Promise<string> {
  const origin = new URL(staticTestConfig().webOrigins[0] as string)
  const { nonce } = (await request(gateway.url, '/v1/auth/nonce')).body
  const message = createSiweMessage({
    domain: origin.host,
    uri: `${origin.origin}/`,
    chainId: 31337,
    version: '1',
    address: ACCOUNT,
    nonce,
  })
  const signature = await privateKeyToAccount(ACCOUNT_KEY).signMessage({ message })
  const verified = await request(gateway.url, '/v1/auth/verify', postJson({ message, signature }))
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status} ${JSON.stringify(verified.body)}`)
  return (verified.headers.get('set-cookie') ?? '').split(';')[0] as string
}

/** A plausible value for a field by its name, so that the request passes its schema but for the poisoned string. */
function valueForName(name: string): string {
  const lower = name.toLowerCase()
  if (lower === 'chainid') return '31337'
  if (lower === 'fiatcode') return 'USD'
  if (lower.includes('hash')) return HASH
  if (lower.includes('signature')) return `0x${'cd'.repeat(65)}`
  if (lower.includes('date')) return '2024-01-01T00:00:00Z'
  if (/^(value|nonce|operation|limit|offset|safetxgas|basegas|gasprice)$/.test(lower)) return '0'
  if (lower === 'data') return '0x'
  if (/address|safe|owner|delegat|^to$|module|account|sender|receiver|token|_from|contract/.test(lower)) return ACCOUNT
  return 'label'
}

function resolve(schema: Schema): Schema {
  const ref = schema?.$ref as string | undefined
  if (ref === undefined) return schema
  return resolve(openapi.components.schemas[ref.replace('#/components/schemas/', '')])
}

function sampleObject(schema: Schema, depth: number): Record<string, unknown> {
  const entries = Object.entries((schema.properties ?? {}) as Record<string, Schema>)
  const object = Object.fromEntries(entries.map(([key, inner]) => [key, sample(inner, key, depth + 1)]))
  const extra = schema.additionalProperties
  if (entries.length === 0 && extra !== undefined && extra !== false) object.name = sample(extra, 'name', depth + 1)
  return object
}

/** A value of `schema` with every optional field filled (more strings to poison), strings named plausibly. */
function sample(raw: Schema, name: string, depth = 0): unknown {
  const schema = resolve(raw) ?? {}
  if (depth > 8) return null
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (Array.isArray(choice)) return sample(choice.find((option: Schema) => option.type !== 'null') ?? {}, name, depth)
  if (schema.const !== undefined) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  if (type === 'integer' || type === 'number') return 0
  if (type === 'boolean') return false
  if (type === 'array') return [sample(schema.items, name, depth + 1)]
  if (type === 'object' || schema.properties !== undefined) return sampleObject(schema, depth)
  return valueForName(name)
}

/** Paths to every string inside `value`. */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...at, String(index)]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...at, key]))
  }
  return []
}

function withString(value: unknown, at: string[], text: string): unknown {
  if (at.length === 0) return text
  const [head, ...rest] = at as [string, ...string[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>
  copy[head] = withString(copy[head], rest, text)
  return copy
}

function routes(include: (template: string) => boolean): Route[] {
  return Object.entries(openapi.paths as Record<string, Record<string, Json>>)
    .filter(([template]) => include(template))
    .flatMap(([template, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        template,
        method,
        query: ((operation.parameters ?? []) as Json[]).filter((p) => p.in === 'query').map((p) => p.name as string),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
    )
}

/** Every string a request to `route` carries: each path parameter, each query parameter (and one it does not know). */
function slotsOf(route: Route, body: unknown): Slot[] {
  const params = [...route.template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  return [
    ...params.map((key): Slot => ({ part: 'path', key: [key] })),
    ...[...route.query, 'note'].map((key): Slot => ({ part: 'query', key: [key] })),
    ...stringPaths(body).map((key): Slot => ({ part: 'body', key })),
  ]
}

/** The request to `route` with `poison` in `slot` and plausible values elsewhere. */
function poisonedRequest(route: Route, body: unknown, slot: Slot, poison: string): { path: string; init: RequestInit } {
  const path = route.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    slot.part === 'path' && slot.key[0] === name ? poison : encodeURIComponent(valueForName(name)),
  )
  // Query parameters are optional: only the poisoned one is sent, so that no other (a cursor) fails first.
  const query = slot.part === 'query' ? `?${slot.key[0]}=${poison}` : ''
  const sentBody = slot.part === 'body' ? withString(body, slot.key, poison) : body
  const init: RequestInit = { method: route.method.toUpperCase() }
  if (sentBody !== undefined) {
    init.headers = { 'content-type': 'application/json' }
    init.body = JSON.stringify(sentBody)
  }
  return { path: `${path}${query}`, init: withAuth(init, { cookie }) }
}

/** Status and body; an event stream that opens is cut at once (only its status matters). */
async function send(path: string, init: RequestInit): Promise<{ status: number; body: Json }> {
  const abort = new AbortController()
  const response = await fetch(`${gateway.url}${path}`, { ...init, signal: abort.signal })
  if (response.status < 400 && (response.headers.get('content-type') ?? '').includes('event-stream')) {
    abort.abort()
    return { status: response.status, body: null }
  }
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text) }
}

/**
 * Anything but a 5xx; except what this gateway says whatever the input: a route it does not serve (501), and a
 * read that needs the chain's RPC, which the static test gateway does not have (503).
 */
function harmlessServerAnswer(response: { status: number; body: Json }): boolean {
  if (response.status < 500) return true
  if (response.status === 501) return true
  return response.status === 503 && /RPC of chain \d+ is unreachable/.test(String(response.body?.message))
}

/** Poisons each string of each route, one at a time (fast-check picks the poison); the failures in words. */
async function poisonEvery(include: (template: string) => boolean, wellShaped: (body: Json) => boolean) {
  const failures: string[] = []
  let sent = 0
  for (const route of routes(include)) {
    const body = route.body === undefined ? undefined : sample(route.body, 'body')
    // Every string slot of the route, each with a NUL and poisons fast-check picks.
    for (const slot of slotsOf(route, body)) {
      const poisons = slot.part === 'body' ? BODY_POISONS : URL_POISONS
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...poisons), async (poison) => {
          const { path, init } = poisonedRequest(route, body, slot, poison)
          const response = await send(path, init)
          sent++
          // A surrogate's UTF-8 in a URL is not valid UTF-8: the query keeps it as literal text, which is harmless.
          const mustRefuse = slot.part === 'body' || poison.includes('%00')
          const refused = response.status >= 400 && response.status < 500 && wellShaped(response.body)
          if (!harmlessServerAnswer(response) || (mustRefuse && !refused)) {
            const where = `${slot.part}.${slot.key.join('.')}`
            failures.push(`${route.method} ${path} ${where} → ${response.status} ${JSON.stringify(response.body)}`)
          }
        }),
        // The NUL example always, then two of fast-check's picks.
        { numRuns: 2, seed: 28, examples: [[poisons[0] as string]] },
      )
    }
  }
  return { failures, sent }
}

const isTxsRoute = (template: string) => template.startsWith('/txs/')
const gatewayShape = (body: Json) => typeof body?.code === 'number' && typeof body?.message === 'string'
const txsShape = (body: Json) =>
  typeof body === 'object' &&
  body !== null &&
  (typeof body.detail === 'string' ||
    gatewayShape(body) ||
    Object.values(body).every((value) => Array.isArray(value) && value.every((item) => typeof item === 'string')))

describe('NUL and lone surrogates on every route', () => {
  it('the Client Gateway routes refuse them with a 4xx {code, message}, never a 5xx', async () => {
    const { failures, sent } = await poisonEvery((template) => !isTxsRoute(template), gatewayShape)
    expect(sent).toBeGreaterThan(200)
    expect(failures).toEqual([])
  }, 300_000)

  it("the Transaction Service routes refuse them in that service's shapes, never a 5xx", async () => {
    const { failures, sent } = await poisonEvery(isTxsRoute, txsShape)
    expect(sent).toBeGreaterThan(100)
    expect(failures).toEqual([])
  }, 300_000)

  it('names the field and what to do', async () => {
    const label = await request(gateway.url, '/v1/chains/31337/delegates?label=a%00b')
    expect(label.status).toBe(400)
    expect(label.body).toEqual({ code: 400, message: 'query.label contains a NUL character (U+0000); remove it' })
    const typed = await request(
      gateway.url,
      `/txs/31337/api/v1/safes/${ACCOUNT}/messages`,
      withAuth(
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            message: { types: { Mail: [{ name: 'x\ud800', type: 'string' }] } },
            signature: '0x',
          }),
        },
        { cookie },
      ),
    )
    expect(typed.status).toBe(400)
    expect(typed.body).toEqual({
      'message.types.Mail.0.name': [
        'body.message.types.Mail.0.name contains a lone UTF-16 surrogate (not valid Unicode); send well-formed text',
      ],
    })
  })
})
