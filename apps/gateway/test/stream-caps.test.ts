import { eventually } from '@concord/test-kit/eventually'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

// Issue 20 §3: open event streams are capped per client address and in total; over a cap the answer is 429
// {code, message} with Retry-After, and a place is given back as soon as its stream ends.
let gateway: StaticGateway
const SAFE = '0x1111111111111111111111111111111111111111'

beforeAll(async () => {
  gateway = await startStaticGateway({
    configure: (config) => {
      config.eventStreams = { maxPerClient: 2, maxTotal: 3 }
      // Clients told apart by the address the (trusted) proxy forwards, as behind a load balancer.
      config.trustProxy = '127.0.0.1'
    },
  })
})

afterAll(async () => {
  await gateway?.stop()
})

type Opened = { status: number; retryAfter: string | null; body: unknown; close(): void }

/** Opens the Safe's event stream as `client`; a refusal's body is read, an accepted stream is left open. */
async function open(client: string): Promise<Opened> {
  const abort = new AbortController()
  const response = await fetch(`${gateway.url}/v1/chains/31337/safes/${SAFE}/events`, {
    headers: { accept: 'text/event-stream', 'x-forwarded-for': client },
    signal: abort.signal,
  })
  const body = response.status === 200 ? null : await response.json()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    close: () => abort.abort(),
  }
}

describe('open event streams', () => {
  it('are capped per client address and in total, and a closed stream gives its place back', async () => {
    const a1 = await open('203.0.113.1')
    const a2 = await open('203.0.113.1')
    expect([a1.status, a2.status]).toEqual([200, 200])
    const a3 = await open('203.0.113.1')
    expect(a3.status).toBe(429)
    expect(Number(a3.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(a3.body).toEqual({
      code: 429,
      message: 'Too many open event streams: at most 2 per client address (eventStreams.maxPerClient); close one first',
    })

    const b1 = await open('203.0.113.2')
    expect(b1.status).toBe(200)
    const c1 = await open('203.0.113.3')
    expect(c1.status).toBe(429)
    expect(c1.body).toEqual({
      code: 429,
      message: 'Too many open event streams: at most 3 in total (eventStreams.maxTotal); retry later',
    })

    a1.close()
    const c2 = await eventually(
      () => open('203.0.113.3'),
      (opened) => opened.status === 200,
      'a place given back once a stream closed',
    )
    expect(c2.status).toBe(200)
    for (const stream of [a2, b1, c2]) stream.close()
  })

  it('refused once admitted (a device that is not registered) do not keep a place', async () => {
    const device = `${gateway.url}/v1/chains/31337/notifications/devices/00000000-0000-4000-8000-000000000000/events`
    const refusedDevice = async () => (await fetch(device, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status
    // The first test's streams may still be closing (the total cap): wait for the first 404, then two more.
    await eventually(refusedDevice, (status) => status === 404, 'the device stream refused with a 404')
    expect([await refusedDevice(), await refusedDevice()]).toEqual([404, 404])
    // Three admissions refused after the fact: had they kept their places, this client (2 at most) would have none.
    const opened = () =>
      eventually(
        () => open('203.0.113.9'),
        (stream) => stream.status === 200,
        'a stream for .9',
      )
    const streams = [await opened(), await opened()]
    for (const stream of streams) stream.close()
  })
})
