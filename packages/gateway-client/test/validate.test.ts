import { type OperationSchemas, operations } from '@concord/gateway-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient, GatewayError, type ValidateResponse } from '../src/index.js'
import { sendJson, startTestServer, type TestServer } from './testServer.js'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

// What the web passes: the gateway's own response schemas, so an answer of the wrong shape fails where it arrives.
const validate: ValidateResponse = (name, body) => {
  const response = (operations as Record<string, OperationSchemas | undefined>)[name]?.response
  const schema = response?.[200] ?? response?.[201]
  return schema === undefined ? body : schema.parse(body)
}

describe('validate', () => {
  it('rejects an answer that does not match the operation’s response schema with GATEWAY_INVALID_RESPONSE', async () => {
    server.respond((_req, res) => sendJson(res, 200, { currentNonce: 'seven', recommendedNonce: 7 }))
    const client = createGatewayClient({ baseUrl: server.url, validate })
    const error = await client.getNonces('1', '0xabc').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({
      code: 'GATEWAY_INVALID_RESPONSE',
      url: `${server.url}/v1/chains/1/safes/0xabc/nonces`,
      body: { currentNonce: 'seven', recommendedNonce: 7 },
    })
    expect((error as Error).message).toMatch(/^Invalid response content: the answer to getNonces does not match/)
  })

  it('resolves to what the hook returns, and is given the operation’s name', async () => {
    server.respond((_req, res) => sendJson(res, 200, { currentNonce: 3, recommendedNonce: 4 }))
    const seen: string[] = []
    const client = createGatewayClient({
      baseUrl: server.url,
      validate: (name, body) => {
        seen.push(name)
        return validate(name, body)
      },
    })
    await expect(client.getNonces('1', '0xabc')).resolves.toEqual({ currentNonce: 3, recommendedNonce: 4 })
    expect(seen).toEqual(['getNonces'])
  })

  it('casts without a hook: the client has no zod of its own', async () => {
    server.respond((_req, res) => sendJson(res, 200, { currentNonce: 'seven' }))
    const client = createGatewayClient({ baseUrl: server.url })
    await expect(client.getNonces('1', '0xabc')).resolves.toEqual({ currentNonce: 'seven' })
  })
})
