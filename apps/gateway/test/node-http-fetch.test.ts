import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, HttpRequestError, TimeoutError } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSizeError } from '../src/indexer/fetch/chain-reader.js'
import { nodeHttpFetch } from '../src/rpc/node-http-fetch.js'
import { rpcTransport } from '../src/rpc/rpc-transport.js'

// A JSON-RPC server whose answers the tests choose by method name.
let server: http.Server
let url: string
const received: { headers: http.IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      const { id, method } = JSON.parse(body || '{}') as { id?: number; method?: string }
      if (method === 'slow') return // never answers
      if (method === 'huge') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(`{"jsonrpc":"2.0","id":${id},"result":"0x${'ab'.repeat(1500)}"}`)
        return
      }
      if (method === 'broken') {
        response.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': 'down' })
        response.end('bad gateway')
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  server.close()
})

const client = (target = url) =>
  createPublicClient({ transport: rpcTransport(target, { timeout: 1_000, retryCount: 0, batch: false }) })

describe('nodeHttpFetch (viem transport to the chain RPC)', () => {
  it('answers viem calls over keep-alive connections, with the JSON body and basic auth of the URL', async () => {
    const authenticated = url.replace('http://', 'http://user:secret@')
    expect(await client(authenticated).getBlockNumber({ cacheTime: 0 })).toBe(42n)
    expect(await client().getChainId()).toBe(42)
    const [first] = received.slice(-2)
    expect(first?.headers.authorization).toBe(`Basic ${Buffer.from('user:secret').toString('base64')}`)
    expect(first?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(first?.body ?? '{}').method).toBe('eth_blockNumber')
    expect(received.at(-1)?.headers.connection).toBe('keep-alive')
  })

  it('passes a non-2xx answer on with its status, headers and body', async () => {
    const response = await nodeHttpFetch({ maxBodyBytes: 1000 })(url, {
      method: 'POST',
      body: JSON.stringify({ method: 'broken' }),
    })
    expect(response.status).toBe(502)
    expect(response.headers.get('x-upstream')).toBe('down')
    expect(await response.text()).toBe('bad gateway')
    const error = await client()
      .request({ method: 'broken' as 'eth_chainId' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
  })

  it('fails with viem’s ResponseBodyTooLargeError past its limit, which the indexer reads as "range too large"', async () => {
    const fetchFn = nodeHttpFetch({ maxBodyBytes: 2000 })
    const error = await fetchFn(url, { method: 'POST', body: JSON.stringify({ id: 1, method: 'huge' }) }).catch(
      (e) => e,
    )
    expect(error.name).toBe('ResponseBodyTooLargeError')
    expect(isSizeError(error)).toBe(true)
  })

  it('gives up on a silent RPC at the timeout, and reports an unreachable one as a transport error', async () => {
    const silent = await client()
      .request({ method: 'slow' as 'eth_chainId' })
      .catch((e) => e)
    expect(silent).toBeInstanceOf(TimeoutError)
    const closed = http.createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    closed.close()
    const refused = await client(`http://127.0.0.1:${port}`)
      .getChainId()
      .catch((e) => e)
    expect(refused).toBeInstanceOf(HttpRequestError)
    expect(String(refused.details ?? refused.message)).toMatch(/ECONNREFUSED/)
  })

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController()
    const pending = nodeHttpFetch({ maxBodyBytes: 1000 })(url, {
      method: 'POST',
      body: JSON.stringify({ method: 'slow' }),
      signal: controller.signal,
    })
    controller.abort(new Error('caller gave up'))
    await expect(pending).rejects.toThrow('caller gave up')
  })
})
