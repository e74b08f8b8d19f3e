import { randomUUID } from 'node:crypto'
import { deviceRegistrationHash } from '@concord/protocol'
import { type Address, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { openEventStream } from './support/event-stream.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

type Account = { address: Address; privateKey: Hex }

let dev: DevGateway
let safe: TestSafe
let owner: Account
let secondOwner: Account
let stranger: Account
let funder: Account

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  const owners = dev.chain.demo.safe.owners
  const [first, second] = dev.chain.accounts.filter((a) => owners.includes(a.address))
  const outsiders = dev.chain.accounts.filter((a) => !owners.includes(a.address))
  if (!first || !second || !outsiders[0] || !outsiders[1]) throw new Error('dev accounts missing')
  owner = first
  secondOwner = second
  stranger = outsiders[0]
  funder = outsiders[1]
})

afterAll(async () => {
  await dev?.stop()
})

const token = 'web-push-token'
/** A WEB registration of the demo Safe, personal_signed by `signer` over the registration hash. */
const registration = async (uuid: string, signer: Account | null) => {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const hash = deviceRegistrationHash(timestamp, uuid, token, [safe.address])
  const signatures =
    signer === null ? [] : [await privateKeyToAccount(signer.privateKey).signMessage({ message: { raw: hash } })]
  return {
    uuid,
    cloudMessagingToken: token,
    buildNumber: '1',
    bundle: 'concord.web',
    deviceType: 'WEB',
    version: '1.0.0',
    timestamp,
    safeRegistrations: [{ chainId: '31337', safes: [safe.address], signatures }],
  }
}
const register = async (body: unknown) => request(dev.gateway.url, '/v1/register/notifications', postJson(body))
const devicePath = (uuid: string) => `/v1/chains/31337/notifications/devices/${uuid}`
const events = (uuid: string) => openEventStream(`${dev.gateway.url}${devicePath(uuid)}/events`)

describe('notifications', () => {
  it('registers a device only with a signature of an owner of each Safe', async () => {
    const uuid = randomUUID()
    const unsigned = await register(await registration(uuid, null))
    expect(unsigned.status).toBe(422)
    const foreign = await register(await registration(uuid, stranger))
    expect(foreign.status).toBe(422)
    expect(foreign.body.message).toMatch(/no owner of Safe/)
    expect((await events(uuid)).status).toBe(404)
    const signed = await register(await registration(uuid, owner))
    expect(signed.status).toBe(200)
    expect(signed.body).toEqual({ uuid })
  })

  it('streams a proposal, its confirmation, an incoming transfer and the execution to a registered WEB device, until the device is deleted', async () => {
    const uuid = randomUUID()
    expect((await register(await registration(uuid, owner))).status).toBe(200)
    const stream = await events(uuid)
    expect(stream.status).toBe(200)

    const tx = { to: stranger.address, value: parseEther('0.01'), nonce: dev.chain.demo.safe.nonce }
    const proposed = await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, owner)),
    )
    expect(proposed.status).toBe(200)
    const pending = await stream.next((e) => e.type === 'PENDING_MULTISIG_TRANSACTION')
    expect(pending).toEqual({
      type: 'PENDING_MULTISIG_TRANSACTION',
      chainId: '31337',
      address: safe.address,
      safeTxHash: safeTxHashOf(safe, tx),
    })
    const safeTxHash = safeTxHashOf(safe, tx)
    const confirmed = await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${safeTxHash}/confirmations`,
      postJson({ signature: await signHash(secondOwner.privateKey, safeTxHash) }),
    )
    expect(confirmed.status).toBe(200)
    expect(await stream.next((e) => e.type === 'NEW_CONFIRMATION')).toEqual({
      type: 'NEW_CONFIRMATION',
      chainId: '31337',
      address: safe.address,
      safeTxHash,
    })

    const wallet = createWalletClient({
      account: privateKeyToAccount(funder.privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const txHash = await wallet.sendTransaction({ chain: null, to: safe.address, value: parseEther('0.5') })
    const incoming = await stream.next((e) => e.type === 'INCOMING_ETHER')
    expect(incoming).toEqual({
      type: 'INCOMING_ETHER',
      chainId: '31337',
      address: safe.address,
      txHash,
      value: parseEther('0.5').toString(),
      from: wallet.account.address,
    })

    const executor = dev.chain.accounts[9]?.privateKey as Hex
    expect(await executeFromDetails(dev.chain.rpcUrl, executor, confirmed.body)).toBe('success')
    expect(await stream.next((e) => e.type === 'EXECUTED_MULTISIG_TRANSACTION')).toMatchObject({
      chainId: '31337',
      address: safe.address,
      safeTxHash,
      failed: false,
    })

    const removed = await request(dev.gateway.url, devicePath(uuid), { method: 'DELETE' })
    expect(removed.status).toBe(200)
    // Deleting the device ends its stream; nothing else is delivered to it.
    expect(await stream.ended()).toEqual([])
    expect((await events(uuid)).status).toBe(404)
  })

  it('stops delivering a Safe unsubscribed from the device', async () => {
    const uuid = randomUUID()
    expect((await register(await registration(uuid, owner))).status).toBe(200)
    const stream = await events(uuid)
    const unsubscribed = await request(dev.gateway.url, `${devicePath(uuid)}/safes/${safe.address}`, {
      method: 'DELETE',
    })
    expect(unsubscribed.status).toBe(200)
    const tx = { to: stranger.address, value: 1n, nonce: dev.chain.demo.safe.nonce + 1 }
    await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, owner)),
    )
    await request(dev.gateway.url, devicePath(uuid), { method: 'DELETE' })
    expect(await stream.ended()).toEqual([])
  })

  it('ends open streams cleanly when the gateway closes', async () => {
    const uuid = randomUUID()
    expect((await register(await registration(uuid, owner))).status).toBe(200)
    const stream = await events(uuid)
    expect(stream.status).toBe(200)
    await dev.gateway.close()
    expect(await stream.ended()).toEqual([])
  })
})
