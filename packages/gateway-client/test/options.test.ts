import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as sdk from '../src/index.js'
import { createGatewayClient, GatewayError } from '../src/index.js'
import { sendJson, startTestServer, type TestServer } from './testServer.js'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('AbortSignal', () => {
  it('aborts a request in flight and rejects with GATEWAY_ABORTED', async () => {
    const controller = new AbortController()
    const reason = new Error('user navigated away')
    // The server holds the answer; the client aborts once the server has the request.
    server.respond(() => controller.abort(reason))
    const client = createGatewayClient({ baseUrl: server.url })
    const error = await client.getSafeInfo('1', '0xabc', { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ code: 'GATEWAY_ABORTED', status: null, cause: reason })
  })

  it('does not send a request when the signal is already aborted', async () => {
    server.respond((req, res) => sendJson(res, 200, { echo: req.pathname }))
    const before = server.requests.length
    const client = createGatewayClient({ baseUrl: server.url })
    const error = await client.getNonces('1', '0xabc', { signal: AbortSignal.abort() }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'GATEWAY_ABORTED' })
    expect(server.requests.length).toBe(before)
  })

  it('takes the options after every optional Safe SDK argument', async () => {
    server.respond((req, res) => sendJson(res, 200, { echo: req.pathname }))
    const client = createGatewayClient({ baseUrl: server.url })
    const signal = new AbortController().signal
    await client.getTransactionQueue('1', '0xabc', { trusted: true }, undefined, {
      signal,
      headers: { 'X-Trace': 'q' },
    })
    expect(server.last().headers['x-trace']).toBe('q')
    expect(server.last().query).toEqual({ trusted: 'true' })
  })
})

describe('headers and credentials', () => {
  it('sends the client headers and per-call headers', async () => {
    server.respond((req, res) => sendJson(res, 200, { echo: req.pathname }))
    const client = createGatewayClient({
      baseUrl: server.url,
      headers: { Authorization: 'Bearer t', 'X-App': 'concord' },
    })
    await client.getChainConfig('1', { headers: { 'X-App': 'override', 'X-Request-Id': 'r1' } })
    const { headers } = server.last()
    expect(headers.authorization).toBe('Bearer t')
    expect(headers['x-app']).toBe('override')
    expect(headers['x-request-id']).toBe('r1')
    expect(headers.accept).toBe('application/json')
    // A GET has no body, so no Content-Type (it would force a CORS preflight for nothing).
    expect(headers['content-type']).toBeUndefined()
  })

  it("passes credentials to fetch: the client's mode, and 'include' for the SIWE calls", async () => {
    server.respond((req, res) => sendJson(res, 200, { echo: req.pathname }))
    const seen: (RequestInit | undefined)[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init)
      return fetch(input, init)
    }
    const withCookies = createGatewayClient({ baseUrl: server.url, fetch: recordingFetch, credentials: 'include' })
    await withCookies.getSafeInfo('1', '0xabc')
    expect(seen.at(-1)?.credentials).toBe('include')

    const plain = createGatewayClient({ baseUrl: server.url, fetch: recordingFetch })
    await plain.getSafeInfo('1', '0xabc')
    expect(seen.at(-1)?.credentials).toBeUndefined()
    await plain.getAuthNonce()
    expect(seen.at(-1)?.credentials).toBe('include')
    await plain.verifyAuth({ message: 'm', signature: '0x' })
    expect(seen.at(-1)?.credentials).toBe('include')
    await plain.getAuthSession()
    expect(seen.at(-1)?.credentials).toBe('include')
    await plain.logout()
    expect(seen.at(-1)?.credentials).toBe('include')
  })
})

describe('base URL', () => {
  it('module-level functions call the URL given to setBaseUrl, without a doubled slash', async () => {
    server.respond((req, res) => sendJson(res, 200, { echo: req.pathname }))
    sdk.setBaseUrl(`${server.url}/`)
    await expect(sdk.getSafeInfo('1', '0xabc')).resolves.toEqual({ echo: '/v1/chains/1/safes/0xabc' })
    expect(server.last().rawUrl).toBe('/v1/chains/1/safes/0xabc')
  })

  it('keeps several clients on several gateways apart, each with its own setBaseUrl', async () => {
    const other = await startTestServer()
    try {
      server.respond((_req, res) => sendJson(res, 200, { from: 'a' }))
      other.respond((_req, res) => sendJson(res, 200, { from: 'b' }))
      const a = createGatewayClient({ baseUrl: server.url })
      const b = createGatewayClient({ baseUrl: `${other.url}/prefix` })
      await expect(a.getChainConfig('1')).resolves.toEqual({ from: 'a' })
      await expect(b.getChainConfig('1')).resolves.toEqual({ from: 'b' })
      expect(other.last().pathname).toBe('/prefix/v1/chains/1')
      b.setBaseUrl(server.url)
      await expect(b.getChainConfig('1')).resolves.toEqual({ from: 'a' })
      await expect(a.getChainConfig('1')).resolves.toEqual({ from: 'a' })
    } finally {
      await other.close()
    }
  })
})
