import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGatewayCli } from './support/gateway-cli.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
let chain: DevChain
let database: TestDatabase
let receiver: WebhookReceiver
let dir: string
let configPath: string
const children: ChildProcess[] = []

beforeAll(async () => {
  chain = await startDevChain()
  database = await createTestDatabase()
  receiver = await startWebhookReceiver()
  dir = mkdtempSync(join(tmpdir(), 'concord-alerts-kill-'))
  const config = devGatewayConfig(chain, {
    indexer: { initialBlockRange: 1, maxBlockRange: 1, pollIntervalMs: 50 },
    alerts: {
      adminToken: ADMIN_TOKEN,
      allowedDestinations: ['127.0.0.1'],
      // A held request outlives the process; a lease of 1 s lets a PostgreSQL replica take it over soon after.
      delivery: { timeoutMs: 600_000, leaseMs: 1000, baseDelayMs: 100, maxDelayMs: 500 },
    },
  })
  configPath = join(dir, 'chains.json')
  writeFileSync(configPath, JSON.stringify(config))
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await receiver?.close()
  await database?.drop()
  await chain?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Starts the gateway CLI in its own process and resolves with its URL once it listens. */
const startCli = () => startGatewayCli({ configPath, dir, databaseUrl: database.url }, children)

async function kill(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL')
  await once(child, 'exit')
}

describe('killing the gateway while it delivers alerts', () => {
  it('loses nothing: a delivery cut mid-request is sent again with the same delivery id, and a batch cut mid-index is alerted once re-indexed', async () => {
    const chainId = String(chain.chainId)
    const safe = { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
    const owner = chain.accounts.find((a) => chain.demo.safe.owners.includes(a.address))
    const funder = chain.accounts[8]
    if (owner === undefined || funder === undefined) throw new Error('dev accounts missing')

    const first = await startCli()
    await waitForIndexer(first.url, chainId, chain.rpcUrl)
    const events = ['PENDING_MULTISIG_TRANSACTION', 'INCOMING_ETHER']
    const body = { channel: 'webhook', url: receiver.url, events }
    const path = `/v1/chains/${chainId}/safes/${safe.address}/alerts`
    expect((await request(first.url, path, withAuth(postJson(body), { token: ADMIN_TOKEN }))).status).toBe(201)

    // The receiver takes the request and never answers: the gateway is mid-delivery when it is killed.
    receiver.holding = true
    const tx = { to: owner.address, value: parseEther('0.001'), nonce: chain.demo.safe.nonce }
    const proposed = await request(
      first.url,
      `/v1/chains/${chainId}/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, owner)),
    )
    expect(proposed.status).toBe(200)
    const cut = await eventually(
      () => receiver.held[0],
      (held) => held !== undefined,
      'the delivery to reach the receiver',
    )
    await kill(first.child)
    receiver.holding = false

    const second = await startCli()
    const again = await receiver.next((r) => r.json.safeTxHash === safeTxHashOf(safe, tx))
    expect(again.headers['x-concord-delivery']).toBe(cut?.headers['x-concord-delivery'])

    // Ether sent while the gateway indexes block by block, killed at once: re-indexed after the restart, alerted.
    const wallet = createWalletClient({
      account: privateKeyToAccount(funder.privateKey),
      transport: http(chain.rpcUrl),
    })
    const sent: `0x${string}`[] = []
    for (let i = 1; i <= 3; i++) {
      sent.push(await wallet.sendTransaction({ chain: null, to: safe.address, value: parseEther(`0.0${i}`) }))
    }
    await kill(second.child)
    const third = await startCli()
    for (const txHash of sent) await receiver.next((r) => r.json.type === 'INCOMING_ETHER' && r.json.txHash === txHash)
    const incoming = receiver.received.filter(
      (r) => r.json.type === 'INCOMING_ETHER' && sent.includes(r.json.txHash as `0x${string}`),
    )
    // Each at most once per delivery id (a receiver drops a repeated id).
    expect(new Set(incoming.map((r) => r.headers['x-concord-delivery'])).size).toBe(3)
    await kill(third.child)
    // Three cold gateway processes (tsx compiling, PGlite opening its data dir) take 30-40 s each on a loaded VM.
  }, 240_000)
})
