import { type DevChain, demoErc20Abi, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { createPublicClient, createWalletClient, type Hex, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningGateway, startGateway } from '../src/index.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { type Received, signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
const admin = { token: ADMIN_TOKEN }
let chain: DevChain
let database: TestDatabase
let gateway: RunningGateway
let receiver: WebhookReceiver

beforeAll(async () => {
  ;[chain, database, receiver] = await Promise.all([startDevChain(), createTestDatabase(), startWebhookReceiver()])
  const config = devGatewayConfig(chain, {
    // Three deliveries per subscription within 10 s; the rest are summed up when the window ends.
    alerts: {
      adminToken: ADMIN_TOKEN,
      allowedDestinations: ['127.0.0.1'],
      rateLimit: { maxDeliveries: 3, windowMs: 10_000 },
    },
  })
  // DAI is not among the gateway's tokens here: an untrusted token, as any spam token is.
  for (const c of config.chains) c.tokens = c.tokens.filter((t) => t.address !== chain.tokens.dai.address)
  gateway = await startGateway({
    config,
    database: database.url === undefined ? {} : { url: database.url },
    logLevel: 'silent',
  })
  await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
})

afterAll(async () => {
  await gateway?.close()
  await receiver?.close()
  await database?.drop()
  await chain?.stop()
})

const alertsPath = () => `/v1/chains/31337/safes/${chain.demo.safe.address}/alerts`

async function subscribe(body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const created = await request(
    gateway.url,
    alertsPath(),
    withAuth(postJson({ channel: 'webhook', url: receiver.url, ...body }), admin),
  )
  expect(created.status).toBe(201)
  return created.body
}

/** Mints `amount` of a demo ERC-20 to the demo Safe from a funded account; resolves once mined. */
async function mintToSafe(token: `0x${string}`, amount: bigint): Promise<Hex> {
  const account = privateKeyToAccount((chain.accounts[8] as { privateKey: Hex }).privateKey)
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: token,
    abi: demoErc20Abi,
    functionName: 'mint',
    args: [chain.demo.safe.address, amount],
  })
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash })
  return hash
}

const fromToken = (secret: string, token: string) => (r: Received) =>
  signedWith(r, secret) && r.json.type === 'INCOMING_TOKEN' && r.json.tokenAddress === token

describe('alerts that do not help spammers', () => {
  it('alerts transfers of untrusted tokens only to subscriptions that opt in', async () => {
    const plain = await subscribe({ events: ['INCOMING_TOKEN'] })
    const optIn = await subscribe({ events: ['INCOMING_TOKEN'], includeUntrustedTokens: true })
    const listed = await request(gateway.url, alertsPath(), withAuth({}, admin))
    const flags = Object.fromEntries(
      listed.body.results.map((s: { id: string; includeUntrustedTokens: boolean }) => [s.id, s.includeUntrustedTokens]),
    )
    expect(flags).toMatchObject({ [plain.id]: false, [optIn.id]: true })

    const { dai, usdc } = chain.tokens
    await mintToSafe(dai.address, parseUnits('1000', dai.decimals))
    await mintToSafe(usdc.address, parseUnits('5', usdc.decimals))
    await receiver.next(fromToken(optIn.secret, dai.address))
    await receiver.next(fromToken(optIn.secret, usdc.address))
    await receiver.next(fromToken(plain.secret, usdc.address))
    // The DAI transfer came first and was fanned out with (or before) the USDC one: the plain subscription has none.
    const deliveries = (await request(gateway.url, `${alertsPath()}/${plain.id}/deliveries`, withAuth({}, admin))).body
      .results as { type: string }[]
    expect(deliveries.map((d) => d.type)).toEqual(['INCOMING_TOKEN'])
    expect(receiver.received.some(fromToken(plain.secret, dai.address))).toBe(false)
  })

  it('sends at most the rate limit of deliveries and folds the rest into one summary', async () => {
    const flooded = await subscribe({ events: ['PENDING_MULTISIG_TRANSACTION'] })
    const safe = { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
    const owner = chain.accounts.find((a) => chain.demo.safe.owners.includes(a.address))
    if (owner === undefined) throw new Error('no demo owner account')
    const hashes: Hex[] = []
    for (let i = 0; i < 8; i++) {
      const tx = { to: owner.address, value: parseEther('0.001'), nonce: chain.demo.safe.nonce + i }
      const path = `/v1/chains/31337/transactions/${safe.address}/propose`
      expect((await request(gateway.url, path, postJson(await proposalBody(safe, tx, owner)))).status).toBe(200)
      hashes.push(safeTxHashOf(safe, tx))
    }
    const summary = await receiver.next((r) => signedWith(r, flooded.secret) && r.json.type === 'ALERT_SUMMARY')
    const single = receiver.received.filter(
      (r) => signedWith(r, flooded.secret) && hashes.includes(r.json.safeTxHash as Hex),
    )
    // Every event is either delivered or counted in the summary, and no more than the limit were sent one by one.
    expect(single.length).toBeLessThanOrEqual(3)
    expect(single.length + Number(summary.json.more)).toBe(8)
    expect(summary.json).toMatchObject({
      address: safe.address,
      chainId: '31337',
      events: { PENDING_MULTISIG_TRANSACTION: 8 - single.length },
    })
    expect(summary.json.message).toBe(`… and ${8 - single.length} more events (over the limit of 18 alerts a minute)`)
    // The held ones are not listed as deliveries of their own; the summary is.
    const listed = await eventually(
      async () =>
        (await request(gateway.url, `${alertsPath()}/${flooded.id}/deliveries`, withAuth({}, admin))).body.results as {
          type: string
          status: string
        }[],
      (list) => list.every((d) => d.status === 'delivered'),
      'every listed delivery delivered',
    )
    expect(listed.map((d) => d.type).sort()).toEqual(
      [...single.map(() => 'PENDING_MULTISIG_TRANSACTION'), 'ALERT_SUMMARY'].sort(),
    )
  })
})
