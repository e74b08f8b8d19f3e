import { afterEach, describe, expect, it } from 'vitest'
import type { GatewayConfig } from '../src/index.js'
import { postJson } from './support/proposals.js'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

// Issue 20 §3: rate limits per client address and over all clients, per route class (reads, writes, auth, streams),
// answered 429 {code, message} with Retry-After; the defaults apply to every address, loopback included; forwarded
// headers count only from the one configured trusted proxy.
let gateway: StaticGateway | undefined

afterEach(async () => {
  await gateway?.stop()
  gateway = undefined
})

async function start(configure?: (config: GatewayConfig) => void): Promise<string> {
  gateway = await startStaticGateway(configure === undefined ? {} : { configure })
  return gateway.url
}

const CLASSES = ['reads', 'writes', 'auth', 'streams'] as const

/** Sets every route class's limits to `perClient` and `global` requests a minute. */
function limitAll(config: GatewayConfig, perClient: number, global: number) {
  for (const routeClass of CLASSES) {
    config.rateLimits[routeClass] = {
      perClient: { max: perClient, windowMs: 60_000 },
      global: { max: global, windowMs: 60_000 },
    }
  }
}

const from = (client: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': client },
})

/** The statuses of `count` requests sent one after the other. */
async function statuses(url: string, path: string, count: number, init?: RequestInit): Promise<number[]> {
  const answers: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}${path}`, init)
    await response.arrayBuffer()
    answers.push(response.status)
  }
  return answers
}

/** Expects a 429 refusal naming `limit`, with a Retry-After of whole seconds. */
async function expectRefused(response: Response, limit: string) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  const body = (await response.json()) as { code: number; message: string }
  expect(body).toEqual({ code: 429, message: expect.stringContaining(`(${limit})`) })
  expect(body.message).toMatch(/^Too many requests: at most \d+ \w+ requests per \d+ s .*; retry after \d+ s$/)
}

/** Reads `/health/live` 16 at a time, up to `count` times or (`untilRefused`) until one is refused. */
async function burst(url: string, count: number, untilRefused = false) {
  let accepted = 0
  let refused = 0
  for (let sent = 0; sent < count && !(untilRefused && refused > 0); sent += 16) {
    const codes = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const response = await fetch(`${url}/health/live`)
        await response.arrayBuffer()
        return response.status
      }),
    )
    accepted += codes.filter((code) => code === 200).length
    refused += codes.filter((code) => code === 429).length
  }
  return { accepted, refused }
}

describe('the default limits, from loopback', () => {
  it('let one client read 2,000 requests at once (200 req/s over a 10 s window), then stop it flooding', async () => {
    const url = await start()
    const steady = await burst(url, 2_000)
    expect(steady).toEqual({ accepted: 2_000, refused: 0 })
    // Flooding on as fast as the gateway answers: refused once past 3,000 reads in the window.
    const flood = await burst(url, 30_000, true)
    expect(flood.refused).toBeGreaterThan(0)
    expect(steady.accepted + flood.accepted).toBeGreaterThanOrEqual(3_000)
    await expectRefused(await fetch(`${url}/health/live`), 'rateLimits.reads.perClient')
  })

  it('stop a client asking for sign-in nonces past 60 a minute', async () => {
    const url = await start()
    expect(new Set(await statuses(url, '/v1/auth/nonce', 60))).toEqual(new Set([200]))
    await expectRefused(await fetch(`${url}/v1/auth/nonce`), 'rateLimits.auth.perClient')
  })
})

describe('configured limits', () => {
  it('count each route class on its own', async () => {
    const url = await start((config) => limitAll(config, 3, 1_000))
    const write = { ...postJson({ data: '0x' }) }
    expect(await statuses(url, '/v1/chains', 3)).toEqual([200, 200, 200])
    await expectRefused(await fetch(`${url}/v1/chains`), 'rateLimits.reads.perClient')
    // Writes, sign-in and streams still have their own allowance.
    expect(await statuses(url, '/v1/chains/31337/data-decoder', 3, write)).not.toContain(429)
    await expectRefused(await fetch(`${url}/v1/chains/31337/data-decoder`, write), 'rateLimits.writes.perClient')
    expect(await statuses(url, '/v1/auth/nonce', 3)).toEqual([200, 200, 200])
    await expectRefused(await fetch(`${url}/v1/auth/nonce`), 'rateLimits.auth.perClient')
  })

  it('apply to every client, whatever X-Forwarded-For it sends, when no proxy is trusted (the default)', async () => {
    const url = await start((config) => limitAll(config, 3, 1_000))
    expect(await statuses(url, '/v1/chains', 3, from('203.0.113.1'))).toEqual([200, 200, 200])
    await expectRefused(await fetch(`${url}/v1/chains`, from('203.0.113.2')), 'rateLimits.reads.perClient')
  })

  it('ignore X-Forwarded-For from anyone but the trusted proxy', async () => {
    const url = await start((config) => {
      limitAll(config, 3, 1_000)
      config.trustProxy = '10.0.0.1'
    })
    expect(await statuses(url, '/v1/chains', 3, from('203.0.113.1'))).toEqual([200, 200, 200])
    await expectRefused(await fetch(`${url}/v1/chains`, from('203.0.113.2')), 'rateLimits.reads.perClient')
  })

  it('count the client the trusted proxy forwards for, not the proxy, nor what the client itself claims', async () => {
    const url = await start((config) => {
      limitAll(config, 3, 1_000)
      config.trustProxy = '127.0.0.1'
    })
    expect(await statuses(url, '/v1/chains', 3, from('203.0.113.1'))).toEqual([200, 200, 200])
    await expectRefused(await fetch(`${url}/v1/chains`, from('203.0.113.1')), 'rateLimits.reads.perClient')
    // A client that puts another address first is still the address the proxy appended last.
    await expectRefused(
      await fetch(`${url}/v1/chains`, from('198.51.100.7, 203.0.113.1')),
      'rateLimits.reads.perClient',
    )
    expect(await statuses(url, '/v1/chains', 3, from('203.0.113.2'))).toEqual([200, 200, 200])
  })

  it('stop all clients together at the global limit; a client refused alone does not use it up', async () => {
    const url = await start((config) => {
      limitAll(config, 2, 5)
      config.trustProxy = '127.0.0.1'
    })
    // Client A: 2 accepted, then 4 refused for itself (not counted globally).
    expect(await statuses(url, '/v1/chains', 6, from('203.0.113.1'))).toEqual([200, 200, 429, 429, 429, 429])
    expect(await statuses(url, '/v1/chains', 2, from('203.0.113.2'))).toEqual([200, 200])
    expect(await statuses(url, '/v1/chains', 1, from('203.0.113.3'))).toEqual([200])
    await expectRefused(await fetch(`${url}/v1/chains`, from('203.0.113.4')), 'rateLimits.reads.global')
  })

  it('are off with rateLimits.enabled false', async () => {
    const url = await start((config) => {
      limitAll(config, 1, 1)
      config.rateLimits.enabled = false
    })
    expect(await statuses(url, '/v1/chains', 5)).toEqual([200, 200, 200, 200, 200])
  })
})
