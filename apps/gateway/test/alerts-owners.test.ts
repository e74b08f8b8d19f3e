import { previousInList, safeAbi } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { type Address, encodeFunctionData, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { createSafe, executeOnChain } from './support/safe-chain.js'
import { signIn, withAuth } from './support/sign-in.js'
import { signedWith, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

type Subscription = { id: string; createdBy: string; status: string; statusReason: string | null }
let dev: DevGateway
let receiver: WebhookReceiver
let safe: TestSafe
let owners: Address[]

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
// Owners a, b, c (2 of 3) of a Safe of the test's own; b subscribes, then is removed on chain.
const [a, b, c] = [() => account(0), () => account(1), () => account(2)]

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  dev = await startDevGateway({ alerts: { allowedDestinations: ['127.0.0.1'] } })
  owners = [a().address, b().address, c().address]
  const address = await createSafe(dev.chain.rpcUrl, a().privateKey, owners, 2)
  safe = { address, version: '1.4.1', chainId: dev.chain.chainId }
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
})

afterAll(async () => {
  await dev?.stop()
  await receiver?.close()
})

const alertsPath = () => `/v1/chains/31337/safes/${safe.address}/alerts`
const as = (cookie: string, init: RequestInit = {}) => withAuth(init, { cookie })
const list = async (cookie: string): Promise<Subscription[]> =>
  (await request(dev.gateway.url, alertsPath(), as(cookie))).body.results

async function subscribe(cookie: string): Promise<{ id: string; secret: string }> {
  const body = { channel: 'webhook', url: receiver.url, events: ['PENDING_MULTISIG_TRANSACTION'] }
  const created = await request(dev.gateway.url, alertsPath(), as(cookie, postJson(body)))
  expect(created.status).toBe(201)
  return created.body
}

describe("a Safe's alerts and its owners", () => {
  it("stop when their creator is no longer an owner; every current owner sees and deletes every one of the Safe's", async () => {
    const [cookieA, cookieB] = [
      await signIn(dev.gateway.url, a().privateKey),
      await signIn(dev.gateway.url, b().privateKey),
    ]
    const ofB = await subscribe(cookieB)
    const ofA = await subscribe(cookieA)
    // a sees b's subscription beside its own, both active.
    expect(await list(cookieA)).toMatchObject([
      { id: ofB.id, createdBy: b().address, status: 'active', statusReason: null },
      { id: ofA.id, createdBy: a().address, status: 'active', statusReason: null },
    ])

    const prev = previousInList(owners, b().address) as Address
    const removal = encodeFunctionData({ abi: safeAbi, functionName: 'removeOwner', args: [prev, b().address, 2n] })
    const tx = { to: safe.address, data: removal, nonce: 0 }
    expect(await executeOnChain(dev.chain.rpcUrl, a().privateKey, safe, tx, [a().privateKey, c().privateKey])).toBe(
      'success',
    )
    const stopped = await eventually(
      () => list(cookieA),
      (results) => results.find((s) => s.id === ofB.id)?.status === 'stopped',
      "b's subscription shown as stopped once the removal is indexed",
    )
    expect(stopped.find((s) => s.id === ofB.id)?.statusReason).toBe(
      `Stopped: ${b().address}, who created it, is no longer an owner of the Safe. An owner may delete it and add it again.`,
    )
    expect(stopped.find((s) => s.id === ofA.id)?.status).toBe('active')

    // A new proposal reaches a's subscription; b's stopped one plans nothing (fanned out in the same pass).
    const proposal = { to: a().address, value: parseEther('0.001'), nonce: 1 }
    const proposePath = `/v1/chains/31337/transactions/${safe.address}/propose`
    expect(
      (await request(dev.gateway.url, proposePath, postJson(await proposalBody(safe, proposal, a())))).status,
    ).toBe(200)
    await receiver.next((r) => signedWith(r, ofA.secret) && r.json.safeTxHash === safeTxHashOf(safe, proposal))
    const deliveriesOfB = await request(dev.gateway.url, `${alertsPath()}/${ofB.id}/deliveries`, as(cookieA))
    expect(deliveriesOfB.body.results).toEqual([])
    expect(receiver.received.some((r) => signedWith(r, ofB.secret))).toBe(false)
    const test = await request(dev.gateway.url, `${alertsPath()}/${ofB.id}/test`, as(cookieA, { method: 'POST' }))
    expect(test.status).toBe(422)
    expect(test.body.message).toMatch(/^No test sent\. Stopped: /)

    // b, no longer an owner, may not manage them; a deletes b's.
    expect((await request(dev.gateway.url, alertsPath(), as(cookieB))).status).toBe(403)
    const deleted = await request(dev.gateway.url, `${alertsPath()}/${ofB.id}`, as(cookieA, { method: 'DELETE' }))
    expect(deleted.status).toBe(204)
    expect((await list(cookieA)).map((s) => s.id)).toEqual([ofA.id])
  })
})
