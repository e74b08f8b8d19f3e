import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient, type GatewayClient, GatewayError } from '../src/index.js'
import { startTestServer, type TestServer } from './testServer.js'

let server: TestServer
let client: GatewayClient

beforeAll(async () => {
  server = await startTestServer()
  client = createGatewayClient({ baseUrl: server.url })
})
afterAll(() => server.close())

function answer(status: number, body: string, contentType = 'application/json', statusText?: string): void {
  server.respond((_req, res: ServerResponse) => {
    if (statusText !== undefined) res.statusMessage = statusText
    res.writeHead(status, body === '' ? {} : { 'Content-Type': contentType })
    res.end(body)
  })
}

async function failure(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to reject')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GatewayError)
  expect(error).toBeInstanceOf(Error)
  return error as GatewayError
}

describe('spec §8 error texts', () => {
  it('uses "code: message" from the body when it has both', async () => {
    answer(422, JSON.stringify({ code: 1, message: 'Checksum address validation failed', arguments: [] }))
    const error = await failure(client.getSafeInfo('1', '0xabc'))
    expect(error.message).toBe('1: Checksum address validation failed')
    expect(error).toMatchObject({ name: 'GatewayError', code: 'GATEWAY_HTTP_ERROR', status: 422, gatewayCode: 1 })
    expect(error.body).toEqual({ code: 1, message: 'Checksum address validation failed', arguments: [] })
    expect(error.url).toBe(`${server.url}/v1/chains/1/safes/0xabc`)
  })

  it('takes the Safe gateway statusCode as the code when the body has no code', async () => {
    answer(422, JSON.stringify({ statusCode: 422, message: 'Invalid safeTxHash' }))
    const error = await failure(client.proposeTransaction('1', '0xabc', {} as never))
    expect(error.message).toBe('422: Invalid safeTxHash')
    expect(error.gatewayCode).toBe(422)
  })

  it('uses the HTTP status text when the body has a code but no message', async () => {
    answer(404, JSON.stringify({ code: 404 }))
    const error = await failure(client.getChainConfig('999'))
    expect(error.message).toBe('Not Found')
    expect(error).toMatchObject({ status: 404, gatewayCode: null, body: { code: 404 } })
  })

  it('uses the HTTP status text when the body has a message but no code', async () => {
    answer(503, JSON.stringify({ message: 'Service unavailable' }))
    expect((await failure(client.getChainConfig('1'))).message).toBe('Service Unavailable')
  })

  it('uses a custom status text as sent', async () => {
    answer(500, JSON.stringify({ error: 'boom' }), 'application/json', 'Gateway Meltdown')
    expect((await failure(client.getChainConfig('1'))).message).toBe('Gateway Meltdown')
  })

  it('reports an HTML error page as invalid response content', async () => {
    answer(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html')
    const error = await failure(client.getSafeInfo('1', '0xabc'))
    expect(error.message).toBe('Invalid response content: Bad Gateway')
    expect(error).toMatchObject({ code: 'GATEWAY_INVALID_RESPONSE', status: 502 })
    expect(error.body).toBe('<html><body><h1>502 Bad Gateway</h1></body></html>')
  })

  it('uses the status text for an empty 500', async () => {
    answer(500, '')
    const error = await failure(client.getSafeInfo('1', '0xabc'))
    expect(error.message).toBe('Internal Server Error')
    expect(error).toMatchObject({ code: 'GATEWAY_HTTP_ERROR', status: 500, body: undefined })
  })

  it('reports invalid JSON with content as invalid response content, even on a 200', async () => {
    answer(200, '{"safes": [', 'application/json')
    const error = await failure(client.getOwnedSafes('1', '0xabc'))
    expect(error.message).toBe('Invalid response content: OK')
    expect(error.code).toBe('GATEWAY_INVALID_RESPONSE')
  })

  it('resolves a 204 and an empty 200 with nothing', async () => {
    answer(204, '')
    await expect(client.unregisterDevice('1', 'uuid')).resolves.toBeUndefined()
    answer(200, '')
    await expect(client.proposeSafeMessage('1', '0xabc', { message: 'hi', signature: '0x' })).resolves.toBeUndefined()
  })

  it('reports an unreachable gateway with what to check', async () => {
    const closed = await startTestServer()
    const url = closed.url
    await closed.close()
    const error = await failure(createGatewayClient({ baseUrl: url }).getChainsConfig())
    expect(error.code).toBe('GATEWAY_UNREACHABLE')
    expect(error.status).toBeNull()
    expect(error.message).toContain(`${url}/v1/chains`)
    expect(error.message).toContain('Check the base URL')
    expect(error.cause).toBeInstanceOf(Error)
  })
})
