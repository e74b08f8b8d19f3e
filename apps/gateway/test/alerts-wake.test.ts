import { createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
const SUBSCRIPTIONS = 40
let dev: DevGateway
let receiver: WebhookReceiver
let safe: TestSafe

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  dev = await startDevGateway({
    // A poll so rare that only the worker's wake-up on new events can deliver within the test.
    alerts: { adminToken: ADMIN_TOKEN, allowedDestinations: ['127.0.0.1'], delivery: { pollIntervalMs: 3_600_000 } },
  })
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
})

afterAll(async () => {
  await dev?.stop()
  await receiver?.close()
})

const api = (path: string, init: RequestInit = {}) => request(dev.gateway.url, path, init)

/** Subscribes `count` webhooks to the receiver; returns their secrets. */
async function subscribeMany(count: number, events: string[]): Promise<string[]> {
  const secrets: string[] = []
  for (let i = 0; i < count; i++) {
    const body = { channel: 'webhook', url: receiver.url, events }
    const created = await api(
      `/v1/chains/31337/safes/${safe.address}/alerts`,
      withAuth(postJson(body), { token: ADMIN_TOKEN }),
    )
    expect(created.status).toBe(201)
    secrets.push(created.body.secret)
  }
  return secrets
}

/** Waits until every secret has a webhook matching `match`; returns them in the order of `secrets`. */
async function eachDelivered(secrets: readonly string[], match: (json: Record<string, unknown>) => boolean) {
  return Promise.all(secrets.map((secret) => receiver.next((r) => signedWith(r, secret) && match(r.json))))
}

describe('the alert delivery worker', () => {
  it('wakes on new events (API writes and indexed blocks) and fans each out to every subscription once', async () => {
    const secrets = await subscribeMany(SUBSCRIPTIONS, ['PENDING_MULTISIG_TRANSACTION', 'INCOMING_ETHER'])
    const owner = dev.chain.accounts.find((a) => dev.chain.demo.safe.owners.includes(a.address))
    if (owner === undefined) throw new Error('dev accounts missing')
    const tx = { to: owner.address, value: 1n, nonce: dev.chain.demo.safe.nonce + 7 }
    const safeTxHash = safeTxHashOf(safe, tx)
    const body = await proposalBody(safe, tx, owner)
    expect((await api(`/v1/chains/31337/transactions/${safe.address}/propose`, postJson(body))).status).toBe(200)
    const proposals = await eachDelivered(secrets, (json) => json.safeTxHash === safeTxHash)
    const ids = proposals.map((r) => r.headers['x-concord-delivery'])
    expect(new Set(ids).size).toBe(SUBSCRIPTIONS)

    const funder = dev.chain.accounts[8]?.privateKey as Hex
    const wallet = createWalletClient({ account: privateKeyToAccount(funder), transport: http(dev.chain.rpcUrl) })
    const txHash = await wallet.sendTransaction({ chain: null, to: safe.address, value: parseEther('0.01') })
    await eachDelivered(secrets, (json) => json.type === 'INCOMING_ETHER' && json.txHash === txHash)
    const perSubscription = secrets.map(
      (secret) => receiver.received.filter((r) => signedWith(r, secret) && r.json.safeTxHash === safeTxHash).length,
    )
    expect(perSubscription).toEqual(secrets.map(() => 1))
  })
})
