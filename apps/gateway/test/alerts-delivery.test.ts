import { eventually } from '@concord/test-kit/eventually'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { type SmtpReceiver, startSmtpReceiver } from './support/smtp-receiver.js'
import { signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

type Account = { address: Address; privateKey: Hex }

const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
const admin = { token: ADMIN_TOKEN }
let dev: DevGateway
let receiver: WebhookReceiver
let smtp: SmtpReceiver
let safe: TestSafe
let owner: Account
let nonce: number

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  smtp = await startSmtpReceiver()
  dev = await startDevGateway({
    alerts: {
      adminToken: ADMIN_TOKEN,
      allowedDestinations: ['127.0.0.1'],
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Concord <alerts@concord.test>' },
      walletUrl: 'http://wallet.concord.test',
      // Parked after 6 attempts, 200, 400, 800, 1000, 1000 ms apart; reminders looked for every 200 ms.
      delivery: { baseDelayMs: 200, maxDelayMs: 1000, maxAttempts: 6, reminderScanMs: 200 },
    },
  })
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  const first = dev.chain.accounts.find((a) => dev.chain.demo.safe.owners.includes(a.address))
  if (first === undefined) throw new Error('dev accounts missing')
  owner = first
  nonce = dev.chain.demo.safe.nonce
})

afterAll(async () => {
  await dev?.stop()
  await receiver?.close()
  await smtp?.close()
})

const alertsPath = () => `/v1/chains/31337/safes/${safe.address}/alerts`
const api = (path: string, init: RequestInit = {}) => request(dev.gateway.url, path, withAuth(init, admin))

async function subscribe(body: Record<string, unknown>) {
  const created = await api(alertsPath(), postJson(body))
  expect(created.status).toBe(201)
  return created.body as { id: string; secret: string }
}

/** Proposes a new transaction (a fresh nonce each time) and returns its safeTxHash. */
async function propose(): Promise<Hex> {
  const tx = { to: owner.address, value: parseEther('0.001'), nonce: nonce++ }
  const proposed = await request(
    dev.gateway.url,
    `/v1/chains/31337/transactions/${safe.address}/propose`,
    postJson(await proposalBody(safe, tx, owner)),
  )
  expect(proposed.status).toBe(200)
  return safeTxHashOf(safe, tx)
}

type Delivery = { id: string; type: string; status: string; attempts: number; lastError: string | null }
const deliveries = async (id: string): Promise<Delivery[]> =>
  (await api(`${alertsPath()}/${id}/deliveries`)).body.results

describe('alert delivery', () => {
  it('keeps retrying while the receiver is down and delivers once when it is back', async () => {
    const { id, secret } = await subscribe({
      channel: 'webhook',
      url: receiver.url,
      events: ['PENDING_MULTISIG_TRANSACTION'],
    })
    await receiver.down()
    const safeTxHash = await propose()
    await eventually(
      () => deliveries(id),
      (list) => list.some((d) => d.status === 'pending' && d.attempts >= 2),
      'two failed attempts',
    )
    const failing = (await deliveries(id))[0]
    expect(failing?.lastError).toMatch(/ECONNREFUSED/)
    await receiver.up()
    const got = await receiver.next((r) => signedWith(r, secret) && r.json.safeTxHash === safeTxHash)
    const [done] = await eventually(
      () => deliveries(id),
      (list) => list[0]?.status === 'delivered',
      'the delivery recorded as delivered',
    )
    expect(done?.attempts).toBeGreaterThanOrEqual(3)
    expect(got.headers['x-concord-delivery']).toBe(done?.id)
    // Delivered once: the same delivery id never arrives twice.
    expect(receiver.received.filter((r) => r.headers['x-concord-delivery'] === done?.id)).toHaveLength(1)
  })

  it('parks a delivery after the last attempt and delivers it when retried', async () => {
    const { id, secret } = await subscribe({
      channel: 'webhook',
      url: receiver.url,
      events: ['PENDING_MULTISIG_TRANSACTION'],
    })
    await receiver.down()
    const safeTxHash = await propose()
    const [parked] = await eventually(
      () => deliveries(id),
      (list) => list[0]?.status === 'parked',
      'the delivery parked',
    )
    expect(parked?.attempts).toBe(6)
    await receiver.up()
    const notParked = await api(`${alertsPath()}/${id}/deliveries/${crypto.randomUUID()}/retry`, { method: 'POST' })
    expect(notParked.status).toBe(404)
    const retried = await api(`${alertsPath()}/${id}/deliveries/${parked?.id}/retry`, { method: 'POST' })
    expect(retried.status).toBe(200)
    expect(retried.body.status).toBe('pending')
    await receiver.next((r) => signedWith(r, secret) && r.json.safeTxHash === safeTxHash)
    await eventually(
      () => deliveries(id),
      (list) => list[0]?.status === 'delivered',
      'delivered after the retry',
    )
  })

  it('sends a test, rotates the secret, and formats bodies for Slack and Discord', async () => {
    const slack = await subscribe({
      channel: 'webhook',
      url: receiver.url,
      format: 'slack',
      events: ['PENDING_MULTISIG_TRANSACTION'],
    })
    const tested = await api(`${alertsPath()}/${slack.id}/test`, { method: 'POST' })
    expect(tested.status).toBe(200)
    expect(tested.body).toMatchObject({ type: 'TEST', status: 'delivered', attempts: 1 })
    const test = await receiver.next((r) => r.headers['x-concord-delivery'] === tested.body.id)
    expect(signedWith(test, slack.secret)).toBe(true)
    expect(test.json.text).toMatch(/Test alert from Concord/)

    const rotated = await api(`${alertsPath()}/${slack.id}/rotate-secret`, { method: 'POST' })
    expect(rotated.status).toBe(200)
    expect(rotated.body.secret).not.toBe(slack.secret)
    const discord = await subscribe({
      channel: 'webhook',
      url: receiver.url,
      format: 'discord',
      events: ['PENDING_MULTISIG_TRANSACTION'],
    })
    const safeTxHash = await propose()
    const chat = await receiver.next(
      (r) => signedWith(r, rotated.body.secret) && String(r.json.text).includes(safeTxHash.slice(0, 6)),
    )
    expect(chat.json.text).toContain(
      `http://wallet.concord.test/dev:${safe.address}/transactions/tx?id=multisig_${safe.address}_${safeTxHash}`,
    )
    expect(receiver.received.some((r) => signedWith(r, slack.secret) && r.json.text !== undefined && r !== test)).toBe(
      false,
    )
    const discordBody = await receiver.next((r) => signedWith(r, discord.secret))
    expect(discordBody.json.content).toMatch(/\*\*PENDING_MULTISIG_TRANSACTION\*\*/)
  })

  it('emails an address only once it confirmed, through the link its confirmation email carries', async () => {
    const created = await subscribe({
      channel: 'email',
      email: 'team@concord.test',
      events: ['PENDING_MULTISIG_TRANSACTION'],
    })
    expect(created).toMatchObject({ status: 'awaiting_confirmation' })
    const confirmation = await smtp.next((m) => m.to.includes('team@concord.test') && /Confirm your email/.test(m.raw))
    const link = confirmation.text.match(/confirm this address: (\S+)/)?.[1]
    expect(link).toMatch(/^http:\/\/wallet\.concord\.test\/v1\/alerts\/confirm\?token=[0-9a-f]{64}$/)
    const tested = await api(`${alertsPath()}/${created.id}/test`, { method: 'POST' })
    expect(tested.status).toBe(422)
    expect(tested.body.message).toMatch(/Awaiting confirmation/)

    // Not confirmed yet: this proposal is alerted to nobody at this address.
    const before = await propose()
    const { pathname, search } = new URL(link as string)
    const wrong = await fetch(`${dev.gateway.url}${pathname}?token=${'0'.repeat(64)}`)
    expect(wrong.status).toBe(404)
    expect(await wrong.text()).toContain('This link confirms nothing')
    const confirmed = await fetch(`${dev.gateway.url}${pathname}${search}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await confirmed.text()).toContain(`team@concord.test now receives the alerts of Safe ${safe.address}`)
    const listed = (await api(alertsPath())).body.results.find((s: { id: string }) => s.id === created.id)
    expect(listed).toMatchObject({ status: 'active', statusReason: null })

    const safeTxHash = await propose()
    const mail = await smtp.next((m) => m.text.includes(safeTxHash))
    expect(mail.to).toEqual(['team@concord.test'])
    expect(mail.raw).toMatch(/Subject: \[Concord\] PENDING_MULTISIG_TRANSACTION on Safe/)
    expect(mail.text).toContain(`Safe: ${safe.address}`)
    expect(mail.text).toMatch(/Open in the wallet: http:\/\/wallet\.concord\.test\//)
    expect(mail.raw).toMatch(/X-Concord-Delivery: [0-9a-f-]{36}/)
    // The earlier proposal was fanned out first (the outbox is taken in order), while the address was unconfirmed.
    expect(smtp.mails.some((m) => m.text.includes(before))).toBe(false)
    const types = (await deliveries(created.id)).map((d) => d.type).sort()
    expect(types).toEqual(['CONFIRM_EMAIL', 'PENDING_MULTISIG_TRANSACTION'])
  })

  it('reminds of a transaction still awaiting signatures, naming the owners who have not signed', async () => {
    const { secret } = await subscribe({
      channel: 'webhook',
      url: receiver.url,
      events: ['PENDING_REMINDER'],
      thresholds: { reminderAfterMinutes: 0 },
    })
    const safeTxHash = await propose()
    const reminder = await receiver.next((r) => signedWith(r, secret) && r.json.safeTxHash === safeTxHash)
    const others = dev.chain.demo.safe.owners.filter((o) => o !== owner.address)
    expect(reminder.json).toMatchObject({
      type: 'PENDING_REMINDER',
      address: safe.address,
      chainId: '31337',
      confirmations: 1,
      confirmationsRequired: dev.chain.demo.safe.threshold,
    })
    expect([...(reminder.json.missingSigners as string[])].sort()).toEqual([...others].sort())
  })
})
