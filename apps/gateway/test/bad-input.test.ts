import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

// Perf-security B5: garbage in every parameter of every route must give a 4xx JSON error, never a 5xx.
const GARBAGE = [
  'x',
  '0x',
  '0x1234',
  '0xZZZZ567890123456789012345678901234567890',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79C8',
  '-1',
  '1e99',
  'NaN',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  'a'.repeat(600),
  '0x0000000000000000000000000000000000000000',
]
const QUERY_GARBAGE =
  '?cursor=limit%3D-5%26offset%3DNaN&trusted=maybe&nonce=-1&executed=perhaps&timezone=%3Cx%3E&to=0x1&execution_date__gte=yesterday&value=-3'
const BODIES: unknown[] = [{}, [], 'null', { data: 5, to: [] }, { data: `0x${'zz'.repeat(4)}`, to: '0x1' }]

let gateway: StaticGateway

beforeAll(async () => {
  // A fuzzer, not a normal client: it sends ~1,700 requests (~850 of them writes) as fast as the gateway answers, so
  // under the default limits (300 writes per 10 s per client) most writes would be 429s and the handlers' own answers
  // to garbage would go untested. Its limits are raised; rate-limits.test.ts tests the defaults.
  gateway = await startStaticGateway({
    configure: (config) => {
      for (const routeClass of ['reads', 'writes', 'auth', 'streams'] as const) {
        config.rateLimits[routeClass].perClient.max = 100_000
        config.rateLimits[routeClass].global.max = 100_000
      }
    },
  })
})

afterAll(async () => {
  await gateway?.stop()
})

// An event stream that opens (a well-formed address) never ends: only its status matters, and an error's body.
async function streamStatus(path: string): Promise<{ status: number; body: Json }> {
  const abort = new AbortController()
  const response = await fetch(`${gateway.url}${path}`, { signal: abort.signal })
  if (response.status < 400) {
    abort.abort()
    return { status: response.status, body: null }
  }
  return { status: response.status, body: await response.json() }
}

/** A request with one body of BODIES (POST routes) or none. */
function requestInit(method: string, body: unknown): RequestInit {
  if (body === undefined) return { method: method.toUpperCase() }
  return {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

/** Every request to send one route: each garbage value in its path parameters, with and without a garbage query. */
function garbageRequests(template: string, method: string): { path: string; init: RequestInit }[] {
  const bodies = method === 'post' ? BODIES : [undefined]
  return GARBAGE.flatMap((garbage) => {
    const path = template.replace(/\{chainId\}/g, '31337').replace(/\{[^}]+\}/g, encodeURIComponent(garbage))
    return ['', QUERY_GARBAGE].flatMap((suffix) =>
      bodies.map((body) => ({ path: path + suffix, init: requestInit(method, body) })),
    )
  })
}

/** A 4xx with a `{code, message}` body, or a success: anything but a 5xx or a body of another shape. */
function answeredWell(response: { status: number; body: Json }): boolean {
  if (response.status >= 500) return false
  return (
    response.status < 400 || (typeof response.body?.code === 'number' && typeof response.body?.message === 'string')
  )
}

/**
 * A Transaction Service route's answer (issue 19): a success, or a 4xx in that service's shapes, which api-kit reads:
 * `{detail}`, `{nonFieldErrors: [...]}`, `{<field>: [...]}`, `{code, message[, arguments]}`.
 */
function answeredWellForApiKit(response: { status: number; body: Json }): boolean {
  // What Concord does not serve (ERC-4337, all-transactions) says so, whatever the input: a 501 {code, message}.
  if (response.status === 501) return response.body?.code === 501 && typeof response.body?.message === 'string'
  if (response.status >= 500) return false
  if (response.status < 400) return true
  const body = response.body
  if (typeof body !== 'object' || body === null || Object.keys(body).length === 0) return false
  if (typeof body.detail === 'string') return true
  if (typeof body.code === 'number' && typeof body.message === 'string') return true
  return Object.values(body).every((value) => Array.isArray(value) && value.every((item) => typeof item === 'string'))
}

/** Sends every garbage request to the documented routes `include` picks; the answers with their labels. */
async function fuzz(include: (template: string) => boolean) {
  const openapi = (await request(gateway.url, '/openapi.json')).body as Json
  const routes = Object.entries(openapi.paths as Record<string, Record<string, unknown>>)
    .filter(([template]) => include(template))
    .flatMap(([template, operations]) => Object.keys(operations).map((method) => ({ template, method })))
  const answers: { label: string; response: { status: number; body: Json } }[] = []
  for (const { template, method } of routes) {
    for (const { path, init } of garbageRequests(template, method)) {
      const response = template.endsWith('/events') ? await streamStatus(path) : await request(gateway.url, path, init)
      answers.push({ label: `${method} ${path}`, response })
    }
  }
  return answers
}

const isTxsRoute = (template: string) => template.startsWith('/txs/')

describe('bad input on every route', () => {
  it('never answers 5xx, always a {code, message} body', async () => {
    const answers = await fuzz((template) => !isTxsRoute(template))
    const calls = answers.length
    const failures = answers
      .filter(({ response }) => !answeredWell(response))
      .map(({ label, response }) => `${label} → ${response.status} ${JSON.stringify(response.body)}`)
    const rateLimited = answers.filter(({ response }) => response.status === 429).map(({ label }) => label)
    expect(calls).toBeGreaterThan(200)
    expect(failures).toEqual([])
    expect(rateLimited).toEqual([])
    // Some 1,700 requests, one at a time: a minute is not enough on a busy 2-core machine.
  }, 300_000)

  it("never answers 5xx on the Transaction Service routes, always that service's 4xx shapes", async () => {
    const answers = await fuzz(isTxsRoute)
    const failures = answers
      .filter(({ response }) => !answeredWellForApiKit(response))
      .map(({ label, response }) => `${label} → ${response.status} ${JSON.stringify(response.body)}`)
    expect(answers.length).toBeGreaterThan(200)
    expect(failures).toEqual([])
    expect(answers.filter(({ response }) => response.status === 429)).toEqual([])
    // Some 2,000 requests, one at a time: a minute is not enough on a busy 2-core machine.
  }, 300_000)

  it('404s an unknown chain on every chain-scoped route', async () => {
    for (const path of [
      '/v1/chains/99/safes/0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '/v1/chains/99/safe-apps',
      '/v1/chains/99/transactions/x',
    ]) {
      expect((await request(gateway.url, path)).status).toBe(404)
    }
  })
})
