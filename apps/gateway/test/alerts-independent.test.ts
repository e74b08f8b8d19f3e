import { eventually } from '@concord/test-kit/eventually'
import { type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type DripReceiver, startDripReceiver } from './support/drip-receiver.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
let dev: DevGateway
let drip: DripReceiver
let receiver: WebhookReceiver

beforeAll(async () => {
  ;[drip, receiver] = await Promise.all([startDripReceiver(), startWebhookReceiver()])
  dev = await startDevGateway({
    alerts: {
      adminToken: ADMIN_TOKEN,
      allowedDestinations: ['127.0.0.1'],
      // Three lanes, one per receiver: without the per-destination limit, Safe A's three deliveries take them all.
      // The deadline is far beyond the test: the dripping receiver holds its attempt for as long as the test runs.
      delivery: { concurrency: 3, perDestination: 1, timeoutMs: 600_000 },
    },
  })
})

afterAll(async () => {
  // Closing the dripping receiver first ends the attempt it holds, so the worker stops at once.
  await drip?.close()
  await dev?.stop()
  await receiver?.close()
})

/** Subscribes `url` to a Safe's proposals; returns the subscription's secret. */
async function subscribe(safe: string, url: string): Promise<string> {
  const body = { channel: 'webhook', url, events: ['PENDING_MULTISIG_TRANSACTION'] }
  const path = `/v1/chains/31337/safes/${safe}/alerts`
  const created = await request(dev.gateway.url, path, withAuth(postJson(body), { token: ADMIN_TOKEN }))
  expect(created.status).toBe(201)
  return created.body.secret
}

/** Proposes a transaction on `safe` at `nonce`; returns its safeTxHash. */
async function propose(safe: TestSafe, owners: readonly string[], nonce: number): Promise<Hex> {
  const owner = dev.chain.accounts.find((a) => owners.includes(a.address))
  if (owner === undefined) throw new Error('no owner account of the Safe')
  const tx = { to: owner.address, value: parseEther('0.001'), nonce }
  const path = `/v1/chains/31337/transactions/${safe.address}/propose`
  expect((await request(dev.gateway.url, path, postJson(await proposalBody(safe, tx, owner)))).status).toBe(200)
  return safeTxHashOf(safe, tx)
}

describe('independent alert deliveries', () => {
  it("delivers Safe B's alerts while Safe A's receiver drips its answer a byte a second", async () => {
    const { safe: a, safe130: b } = dev.chain.demo
    const safeA = { address: a.address, version: '1.4.1', chainId: 31337 } as const
    const safeB = { address: b.address, version: '1.3.0', chainId: 31337 } as const
    await subscribe(a.address, drip.url)
    const secretB = await subscribe(b.address, receiver.url)

    for (let i = 0; i < 3; i++) await propose(safeA, a.owners, a.nonce + i)
    await eventually(
      () => drip.requests,
      (n) => n >= 1,
      "Safe A's first delivery to reach the dripping receiver",
    )
    const hashes = [await propose(safeB, b.owners, b.nonce), await propose(safeB, b.owners, b.nonce + 1)]
    for (const safeTxHash of hashes) {
      await receiver.next((r) => signedWith(r, secretB) && r.json.safeTxHash === safeTxHash)
    }
    // Safe A's attempt still hangs on the receiver: B's deliveries did not wait for it to end.
    expect(drip.open()).toBeGreaterThanOrEqual(1)
    // And A's other deliveries wait for their destination's lane rather than taking the other lanes.
    expect(drip.requests).toBe(1)
  })
})
