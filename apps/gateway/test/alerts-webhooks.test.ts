import { AlertEventType } from '@concord/gateway-schema'
import { getSafeMessageTypedData, hashSafeMessage, safeAbisByVersion } from '@concord/protocol'
import { eventually } from '@concord/test-kit/eventually'
import { type Address, createWalletClient, encodeFunctionData, getAddress, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { executeFromDetails, executeOnChain } from './support/safe-chain.js'
import { signIn, withAuth } from './support/sign-in.js'
import { type Received, signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

type Account = { address: Address; privateKey: Hex }

const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
let dev: DevGateway
let receiver: WebhookReceiver
let safe: TestSafe
let owners: Account[]
let stranger: Account

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  dev = await startDevGateway({
    alerts: {
      adminToken: ADMIN_TOKEN,
      allowedDestinations: ['127.0.0.1'],
      // Fast retries, parked after 6 attempts: 200, 400, 800, 1000, 1000 ms apart.
      delivery: { baseDelayMs: 200, maxDelayMs: 1000, maxAttempts: 6 },
    },
  })
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  const demoOwners = dev.chain.demo.safe.owners
  owners = dev.chain.accounts.filter((a) => demoOwners.includes(a.address))
  const outsider = dev.chain.accounts.find((a) => !demoOwners.includes(a.address))
  if (owners.length < 2 || outsider === undefined) throw new Error('dev accounts missing')
  stranger = outsider
})

afterAll(async () => {
  await dev?.stop()
  await receiver?.close()
})

const alertsPath = () => `/v1/chains/31337/safes/${safe.address}/alerts`
const api = (path: string, init: RequestInit = {}) => request(dev.gateway.url, path, init)
const subscribe = (body: unknown, auth: { cookie?: string; token?: string }) =>
  api(alertsPath(), withAuth(postJson(body), auth))
const owner = () => owners[0] as Account
const second = () => owners[1] as Account
const admin = { token: ADMIN_TOKEN }
// Every event but the reminder, which fires on a timer rather than on a change.
const ALL_EVENTS = AlertEventType.options.filter((event) => event !== 'PENDING_REMINDER')

/** Creates a webhook subscription to `url` (through the admin token) and returns it with its secret. */
async function webhook(url: string, extra: Record<string, unknown> = {}) {
  const created = await subscribe({ channel: 'webhook', url, events: ALL_EVENTS, ...extra }, admin)
  expect(created.status).toBe(201)
  return created.body as { id: string; secret: string }
}

/** The next webhook of `type` for subscription secret `secret`, checked for signature and delivery id. */
async function delivered(secret: string, match: (r: Received) => boolean): Promise<Received> {
  const found = await receiver.next((r) => signedWith(r, secret) && match(r))
  expect(found.headers['x-concord-delivery']).toMatch(/^[0-9a-f-]{36}$/)
  expect(found.headers['idempotency-key']).toBe(found.headers['x-concord-delivery'])
  return found
}

describe('alert subscriptions', () => {
  it('lets only a signed-in owner of the Safe or the admin token subscribe', async () => {
    const body = { channel: 'webhook', url: receiver.url, events: ['PENDING_MULTISIG_TRANSACTION'] }
    expect((await subscribe(body, {})).status).toBe(401)
    expect((await subscribe(body, { token: 'x'.repeat(44) })).status).toBe(401)
    const strangerCookie = await signIn(dev.gateway.url, stranger.privateKey)
    const refused = await subscribe(body, { cookie: strangerCookie })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/Only an owner/)
    expect((await api(alertsPath(), withAuth({}, { cookie: strangerCookie }))).status).toBe(403)

    const ownerCookie = await signIn(dev.gateway.url, owner().privateKey)
    const mine = await subscribe(body, { cookie: ownerCookie })
    expect(mine.status).toBe(201)
    expect(mine.body).toMatchObject({ channel: 'webhook', destination: receiver.url, createdBy: owner().address })
    expect(mine.body.secret).toMatch(/^[0-9a-f]{64}$/)
    const byAdmin = await subscribe(body, admin)
    expect(byAdmin.status).toBe(201)
    expect(byAdmin.body.createdBy).toBe('admin')

    const listed = await api(alertsPath(), withAuth({}, { cookie: ownerCookie }))
    expect(listed.body.results.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([mine.body.id, byAdmin.body.id]),
    )
    expect(JSON.stringify(listed.body)).not.toContain(mine.body.secret)
    for (const id of [mine.body.id, byAdmin.body.id]) {
      expect((await api(`${alertsPath()}/${id}`, withAuth({ method: 'DELETE' }, admin))).status).toBe(204)
    }
  })

  it('refuses webhooks to loopback, private and link-local addresses that the allow-list does not name', async () => {
    for (const url of [
      'http://10.1.2.3/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
      'http://127.0.0.2/hook',
    ]) {
      const refused = await subscribe({ channel: 'webhook', url, events: ['NEW_CONFIRMATION'] }, admin)
      expect(refused.status, url).toBe(422)
      expect(refused.body.message, url).toMatch(/private or local address/)
    }
  })

  it('delivers proposals, confirmations, executions, ether in and out, messages and deletes, signed, with STS payloads', async () => {
    const { secret } = await webhook(receiver.url)
    const tx = { to: stranger.address, value: parseEther('0.01'), nonce: dev.chain.demo.safe.nonce }
    const safeTxHash = safeTxHashOf(safe, tx)
    const proposed = await api(
      `/v1/chains/31337/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, owner())),
    )
    expect(proposed.status).toBe(200)
    const pending = await delivered(secret, (r) => r.json.type === 'PENDING_MULTISIG_TRANSACTION')
    expect(pending.json).toEqual({
      address: safe.address,
      type: 'PENDING_MULTISIG_TRANSACTION',
      chainId: '31337',
      safeTxHash,
    })
    expect(pending.headers['x-concord-event']).toBe('PENDING_MULTISIG_TRANSACTION')

    const confirmed = await api(
      `/v1/chains/31337/transactions/${safeTxHash}/confirmations`,
      postJson({ signature: await signHash(second().privateKey, safeTxHash) }),
    )
    expect(confirmed.status).toBe(200)
    const confirmation = await delivered(secret, (r) => r.json.type === 'NEW_CONFIRMATION')
    expect(confirmation.json).toEqual({
      address: safe.address,
      type: 'NEW_CONFIRMATION',
      chainId: '31337',
      owner: second().address,
      safeTxHash,
    })

    const funder = createWalletClient({
      account: privateKeyToAccount(stranger.privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const incomingHash = await funder.sendTransaction({ chain: null, to: safe.address, value: parseEther('0.5') })
    const incoming = await delivered(secret, (r) => r.json.type === 'INCOMING_ETHER')
    expect(incoming.json).toEqual({
      address: safe.address,
      type: 'INCOMING_ETHER',
      chainId: '31337',
      txHash: incomingHash,
      value: parseEther('0.5').toString(),
      from: stranger.address,
    })

    const executor = dev.chain.accounts[9]?.privateKey as Hex
    expect(await executeFromDetails(dev.chain.rpcUrl, executor, confirmed.body)).toBe('success')
    const executed = await delivered(secret, (r) => r.json.type === 'EXECUTED_MULTISIG_TRANSACTION')
    expect(executed.json).toMatchObject({ address: safe.address, chainId: '31337', safeTxHash, failed: 'false' })
    expect(executed.json.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const outgoing = await delivered(secret, (r) => r.json.type === 'OUTGOING_ETHER')
    expect(outgoing.json).toEqual({
      address: safe.address,
      type: 'OUTGOING_ETHER',
      chainId: '31337',
      txHash: executed.json.txHash,
      value: parseEther('0.01').toString(),
      to: stranger.address,
    })

    const message = 'Alerts hear this message'
    const messageHash = hashSafeMessage({ chainId: safe.chainId, safeAddress: safe.address, version: '1.4.1', message })
    const typed = getSafeMessageTypedData({
      chainId: safe.chainId,
      safeAddress: safe.address,
      version: '1.4.1',
      message,
    })
    const signMessage = (key: Hex) => privateKeyToAccount(key).signTypedData(typed)
    const created = await api(
      `/v1/chains/31337/safes/${safe.address}/messages`,
      postJson({ message, signature: await signMessage(owner().privateKey) }),
    )
    expect(created.status).toBe(202)
    const createdAlert = await delivered(secret, (r) => r.json.type === 'MESSAGE_CREATED')
    expect(createdAlert.json).toEqual({ address: safe.address, type: 'MESSAGE_CREATED', chainId: '31337', messageHash })
    const signed = await api(
      `/v1/chains/31337/messages/${messageHash}/signatures`,
      postJson({ signature: await signMessage(second().privateKey) }),
    )
    expect(signed.status).toBe(200)
    const confirmedMessage = await delivered(secret, (r) => r.json.type === 'MESSAGE_CONFIRMATION')
    expect(confirmedMessage.json).toEqual({
      address: safe.address,
      type: 'MESSAGE_CONFIRMATION',
      chainId: '31337',
      owner: second().address,
      messageHash,
    })

    const queued = { to: stranger.address, value: 1n, nonce: dev.chain.demo.safe.nonce + 1 }
    const queuedHash = safeTxHashOf(safe, queued)
    const body = await proposalBody(safe, queued, owner())
    expect((await api(`/v1/chains/31337/transactions/${safe.address}/propose`, postJson(body))).status).toBe(200)
    const totp = BigInt(Math.floor(Date.now() / 3_600_000))
    const typedDelete = deleteRequestTypedData(31337, safe.address, queuedHash, totp)
    const deleteSignature = await privateKeyToAccount(owner().privateKey).signTypedData(typedDelete)
    const deleted = await api(`/v1/chains/31337/transactions/${queuedHash}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature: deleteSignature }),
    })
    expect(deleted.status).toBe(204)
    const deletedAlert = await delivered(secret, (r) => r.json.type === 'DELETED_MULTISIG_TRANSACTION')
    expect(deletedAlert.json).toEqual({
      address: safe.address,
      type: 'DELETED_MULTISIG_TRANSACTION',
      chainId: '31337',
      safeTxHash: queuedHash,
    })
    // The operator sees how long alerts take: the median from event to delivery over this replica's deliveries.
    const latency = await eventually(
      async () =>
        (await (await fetch(`${dev.gateway.url}/metrics`)).text()).match(
          /^concord_alert_delivery_latency_seconds\{quantile="0.5"\} (\S+)$/m,
        ),
      (match) => match !== null,
      'the delivery latency in the metrics',
    )
    expect(Number(latency?.[1])).toBeGreaterThanOrEqual(0)
  })

  it('reports a configuration change with the settings before and after, and a large outflow over a threshold', async () => {
    const { secret } = await webhook(receiver.url, {
      thresholds: { outflows: [{ token: null, amount: parseEther('0.2').toString() }] },
    })
    const abi = safeAbisByVersion['1.4.1'].Safe
    const nonce = Number((await api(`/v1/chains/31337/safes/${safe.address}`)).body.nonce)
    const newOwner = '0x000000000000000000000000000000000000a1e7' as Address
    const data = encodeFunctionData({ abi, functionName: 'addOwnerWithThreshold', args: [newOwner, 1n] })
    const tx = { to: safe.address, data, nonce }
    const executor = dev.chain.accounts[9]?.privateKey as Hex
    const signers = owners.slice(0, dev.chain.demo.safe.threshold).map((o) => o.privateKey)
    expect(await executeOnChain(dev.chain.rpcUrl, executor, safe, tx, signers)).toBe('success')
    const changed = await delivered(secret, (r) => r.json.type === 'SAFE_SETTINGS_CHANGED')
    const before = changed.json.before as { owners: string[]; threshold: number }
    const after = changed.json.after as { owners: string[]; threshold: number }
    expect(changed.json.changes).toEqual(['AddedOwner', 'ChangedThreshold'])
    expect(after.owners).toEqual([getAddress(newOwner), ...before.owners])
    expect([before.threshold, after.threshold]).toEqual([dev.chain.demo.safe.threshold, 1])

    const small = { to: stranger.address, value: parseEther('0.1'), nonce: nonce + 1 }
    const large = { to: stranger.address, value: parseEther('0.3'), nonce: nonce + 2 }
    expect(await executeOnChain(dev.chain.rpcUrl, executor, safe, small, signers)).toBe('success')
    expect(await executeOnChain(dev.chain.rpcUrl, executor, safe, large, signers)).toBe('success')
    const outflow = await delivered(secret, (r) => r.json.type === 'LARGE_OUTFLOW')
    expect(outflow.json).toMatchObject({
      address: safe.address,
      chainId: '31337',
      outflowType: 'OUTGOING_ETHER',
      tokenAddress: null,
      value: parseEther('0.3').toString(),
      fiatValue: '600.00',
      fiatCode: 'USD',
    })
    // Only the outflow over the threshold is large.
    await delivered(secret, (r) => r.json.type === 'OUTGOING_ETHER' && r.json.value === parseEther('0.1').toString())
    expect(receiver.received.filter((r) => signedWith(r, secret) && r.json.type === 'LARGE_OUTFLOW')).toHaveLength(1)
  })
})
