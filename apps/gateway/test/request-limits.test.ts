import { MAX_SIGNATURE_BYTES, MESSAGE_LIMITS } from '@concord/gateway-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'

// Issue 20 §2: a request that would cost the gateway seconds on its event loop (one unauthenticated 800 KB typed
// message froze every route for 4–9 s) is refused by a cheap check first, and the refusal names the limit.
let dev: DevGateway
let safe: string
// An address with no Safe: a proposal that reached the handler would be a 404 "Safe … not found" (loadSafe runs
// before anything is hashed), so a refusal naming a limit proves the handler, and the hashing, never ran.
let notASafe: string

beforeAll(async () => {
  dev = await startDevGateway()
  safe = dev.chain.demo.safe.address
  notASafe = dev.chain.accounts[7]?.address as string
})

afterAll(async () => {
  await dev?.stop()
})

const SIGNATURE = `0x${'11'.repeat(64)}1b`
const domain = {
  name: 'Mail',
  version: '1',
  chainId: 31337,
  verifyingContract: '0x0000000000000000000000000000000000000001',
}
/** Typed data with one root type `M` whose fields are `fields`, carrying `message`. */
const typed = (fields: { name: string; type: string }[], message: Json) => ({
  domain,
  types: { M: fields },
  primaryType: 'M',
  message,
})
// Stands for 5,000 nested arrays, written into the body as text (JSON.stringify would overflow the test's stack).
const DEEP = '__deeply_nested__'
const deepJson = `${'['.repeat(5_000)}"1"${']'.repeat(5_000)}`
const proposeMessage = (address: string, message: unknown) => {
  const body = JSON.stringify({ message, signature: SIGNATURE }).replace(`"${DEEP}"`, deepJson)
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body }
  return request(dev.gateway.url, `/v1/chains/31337/safes/${address}/messages`, init)
}

const OVER_LIMITS: [string, unknown, RegExp][] = [
  [
    'an array of 20,000 items',
    typed([{ name: 'items', type: 'uint256[]' }], { items: Array.from({ length: 20_000 }, () => '1') }),
    /an array of 20000 items at message\.items \(limit maxTypedDataArrayLength = 128\)/,
  ],
  [
    'nesting 5,000 levels deep',
    typed([{ name: 'items', type: 'uint256[][]' }], { items: DEEP }),
    /nesting deeper than 8 levels at message\.items\[0\]\[0\]\[0\]\[0\]\[0\]\[0\]\[0\] \(limit maxTypedDataDepth = 8\)/,
  ],
  [
    'a string of 100,000 characters',
    typed([{ name: 'text', type: 'string' }], { text: 'x'.repeat(100_000) }),
    /more than 32768 characters \(limit maxTypedDataChars = 32768\)/,
  ],
  [
    '300 values in small arrays',
    typed(
      [0, 1, 2].map((i) => ({ name: `a${i}`, type: 'uint256[]' })),
      Object.fromEntries([0, 1, 2].map((i) => [`a${i}`, Array.from({ length: 100 }, () => '1')])),
    ),
    /more than 256 values \(limit maxTypedDataValues = 256\)/,
  ],
  [
    '40 struct types',
    {
      domain,
      types: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`T${i}`, [{ name: 'v', type: 'uint256' }]])),
      message: { v: '1' },
    },
    /40 struct types \(limit maxTypedDataTypes = 32\)/,
  ],
  ['a text of 20,000 characters', 'y'.repeat(20_000), /20000 characters \(limit maxTextLength = 16384\)/],
]

describe('message limits', () => {
  it.each(OVER_LIMITS)('refuses %s with a 422 naming the limit, before the handler runs', async (_, message, named) => {
    for (const address of [safe, notASafe]) {
      const response = await proposeMessage(address, message)
      expect(response.status).toBe(422)
      expect(response.body).toEqual({ code: 422, message: expect.stringMatching(named) })
      expect(response.body.message).toMatch(/^Message too large: .*; sign a smaller message \(body\.message\)$/)
    }
  })

  it('refuses the 800 KB typed message that froze the gateway with a 413 naming the body limit', async () => {
    const message = typed([{ name: 'items', type: 'string[]' }], {
      items: Array.from({ length: 40_000 }, (_, i) => `item ${i} ${'x'.repeat(8)}`),
    })
    expect(JSON.stringify(message).length).toBeGreaterThan(800_000)
    for (const address of [safe, notASafe]) {
      const response = await proposeMessage(address, message)
      expect(response.status).toBe(413)
      expect(response.body).toEqual({
        code: 413,
        message: `Request body too large: at most ${128 * 1024} bytes on POST /v1/chains/:chainId/safes/:address/messages (body limit "messages"); send less`,
      })
    }
  })

  it('still takes a message within the limits as far as its signature (a forged one is refused)', async () => {
    const message = typed([{ name: 'items', type: 'uint256[]' }], { items: Array.from({ length: 100 }, () => '7') })
    expect((await proposeMessage(notASafe, message)).status).toBe(404)
    const response = await proposeMessage(safe, message)
    expect(response.status).toBe(422)
    expect(response.body.message).toMatch(/^Invalid signature/)
  })
})

describe('signature and body limits', () => {
  const oversized = `0x${'11'.repeat(MAX_SIGNATURE_BYTES + 1)}`

  it('refuses a signature over MAX_SIGNATURE_BYTES in the schema, before any recovery', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const confirm = await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${hash}/confirmations`,
      postJson({ signature: oversized }),
    )
    expect(confirm.body).toEqual({
      code: 422,
      message: `Hex data too long: at most ${MAX_SIGNATURE_BYTES} bytes (MAX_SIGNATURE_BYTES) (body.signature)`,
    })
    const message = await request(
      dev.gateway.url,
      `/v1/chains/31337/messages/${hash}/signatures`,
      postJson({ signature: oversized }),
    )
    expect(message.status).toBe(422)
    expect(message.body.message).toMatch(/MAX_SIGNATURE_BYTES/)
  })

  it('refuses a sign-in body over the default body limit with a 413 naming it', async () => {
    const response = await request(
      dev.gateway.url,
      '/v1/auth/verify',
      postJson({ message: 'x'.repeat(70_000), signature: SIGNATURE }),
    )
    expect(response.status).toBe(413)
    expect(response.body.message).toBe(
      `Request body too large: at most ${64 * 1024} bytes on POST /v1/auth/verify (body limit "default"); send less`,
    )
  })

  it('names the message limits it enforces', () => {
    expect(MESSAGE_LIMITS).toEqual({
      maxTextLength: 16_384,
      maxTypedDataDepth: 8,
      maxTypedDataValues: 256,
      maxTypedDataArrayLength: 128,
      maxTypedDataChars: 32_768,
      maxTypedDataTypes: 32,
      maxTypedDataFields: 256,
    })
  })
})
