import { once } from 'node:events'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebhookAgents, postWebhook } from '../src/modules/alerts/channels/post-webhook.js'

// Receivers that answer 200 at once but then drip the rest of their answer, one byte every 20 ms, forever; one that
// redirects; and one "internal" path a redirect points at, which must never be reached.
let server: Server
let base: string
const dripping = new Set<ServerResponse>()
const timers = new Set<NodeJS.Timeout>()
const seen: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '')
    request.resume()
    if (request.url === '/drip') {
      response.writeHead(200, { 'content-type': 'text/plain' })
      dripping.add(response)
      const timer = setInterval(() => response.write('.'), 20)
      timers.add(timer)
      response.on('close', () => clearInterval(timer))
    } else if (request.url === '/moved') response.writeHead(307, { location: '/internal' }).end()
    else response.writeHead(202).end('ok')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  for (const timer of timers) clearInterval(timer)
  server?.closeAllConnections()
  server?.close()
})

const policy = { allowed: ['127.0.0.1'] }
const body = JSON.stringify({ type: 'TEST' })

describe('webhook attempts', () => {
  it('end as a failure once the deadline passes while the receiver drips its answer (pooled or not)', async () => {
    const agents = createWebhookAgents(4)
    try {
      for (const through of [undefined, agents]) {
        const outcome = await postWebhook(`${base}/drip`, body, {}, { policy, timeoutMs: 400, agents: through })
        expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'No complete answer within 400 ms' })
      }
      // The pool is still good for the next delivery.
      const next = await postWebhook(`${base}/hook`, body, {}, { policy, timeoutMs: 2_000, agents })
      expect(next).toMatchObject({ ok: true, statusCode: 202, error: null })
    } finally {
      agents.destroy()
    }
  })

  it('never follow a redirect, and never reach a non-public address the allow-list does not name', async () => {
    seen.length = 0
    const moved = await postWebhook(`${base}/moved`, body, {}, { policy, timeoutMs: 2_000 })
    expect(moved).toMatchObject({
      ok: false,
      statusCode: 307,
      error: 'The receiver answered 307 (redirects are not followed)',
    })
    expect(seen).toEqual(['/moved'])
    const port = new URL(base).port
    for (const url of [`http://2130706433:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`]) {
      const refused = await postWebhook(url, body, {}, { policy: { allowed: [] }, timeoutMs: 2_000 })
      expect(refused, url).toMatchObject({ ok: false, statusCode: null })
      expect(refused.error, url).toMatch(/^(127\.0\.0\.1|::ffff:7f00:1) is not a public address$/)
    }
    expect(seen).toEqual(['/moved'])
  })
})
