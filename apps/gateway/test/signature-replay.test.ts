import { type Address, type Hex, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentTotp, delegateTypedData } from '../src/modules/delegates/delegate-signature.js'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'

type Account = { address: Address; privateKey: Hex }

let dev: DevGateway
let safe: TestSafe
let owner: Account
let outsiders: Account[]

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  const owners = dev.chain.demo.safe.owners
  const first = dev.chain.accounts.find((a) => owners.includes(a.address))
  if (!first) throw new Error('dev accounts missing')
  owner = first
  outsiders = dev.chain.accounts.filter((a) => !owners.includes(a.address) && a !== dev.chain.accounts[9])
})

afterAll(async () => {
  await dev?.stop()
})

const delegates = '/v2/chains/31337/delegates'
const outsider = (index: number) => {
  const found = outsiders[index]
  if (!found) throw new Error(`outsider ${index} missing`)
  return found
}
const signDelegate = (signer: Account, delegate: Address, totp = currentTotp()) =>
  privateKeyToAccount(signer.privateKey).signTypedData(delegateTypedData(31337, delegate, totp))
const add = (delegate: Address, signature: Hex, target: Address | null = safe.address) =>
  request(
    dev.gateway.url,
    delegates,
    postJson({ safe: target, delegate, delegator: owner.address, signature, label: 'Bot' }),
  )
const remove = (delegate: Address, signature: Hex) =>
  request(dev.gateway.url, `${delegates}/${delegate}`, {
    ...postJson({ delegator: owner.address, safe: safe.address, signature }),
    method: 'DELETE',
  })
const listed = async (delegate: Address) =>
  (await request(dev.gateway.url, `/v1/chains/31337/delegates?delegate=${delegate}`)).body.count as number

// The curve order: (r, n - s) with the other v is the same signer's signature of the same message.
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
/** The other valid form of an ECDSA signature, which anyone can compute from the first. */
function malleated(signature: Hex): Hex {
  const s = N - BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16) === 27 ? '1c' : '1b'
  return `${signature.slice(0, 66)}${numberToHex(s, { size: 32 }).slice(2)}${v}` as Hex
}

/** A refusal that says the signature was used and how to get a fresh one. */
function expectUsed(answer: { status: number; body: Json }) {
  expect(answer.status).toBe(409)
  expect(answer.body.code).toBe(409)
  expect(answer.body.message).toMatch(/already used/)
  expect(answer.body.message).toMatch(/Sign again with the current totp \d+/)
}

describe('hour-scoped signatures are accepted once', () => {
  it('refuses a replayed delegate addition, in any form and for any Safe, after the delegate was removed', async () => {
    const delegate = outsider(0)
    const signature = await signDelegate(owner, delegate.address)
    expect((await add(delegate.address, signature)).status).toBe(200)
    expect((await remove(delegate.address, await signDelegate(delegate, delegate.address))).status).toBe(200)
    expect(await listed(delegate.address)).toBe(0)
    expectUsed(await add(delegate.address, signature))
    expectUsed(await add(delegate.address, malleated(signature)))
    expectUsed(await add(delegate.address, signature, null))
    expect(await listed(delegate.address)).toBe(0)
    // A fresh signature (the previous hour's totp is still valid) adds again.
    expect((await add(delegate.address, await signDelegate(owner, delegate.address, currentTotp() - 1n))).status).toBe(
      200,
    )
  })

  it('refuses a replayed removal after the delegate was added again; a removal that found nothing stays unused', async () => {
    const delegate = outsider(1)
    const removal = await signDelegate(delegate, delegate.address)
    expect((await remove(delegate.address, removal)).status).toBe(404)
    expect((await add(delegate.address, await signDelegate(owner, delegate.address))).status).toBe(200)
    expect((await remove(delegate.address, removal)).status).toBe(200)
    expect((await add(delegate.address, await signDelegate(owner, delegate.address, currentTotp() - 1n))).status).toBe(
      200,
    )
    expectUsed(await remove(delegate.address, removal))
    expectUsed(await remove(delegate.address, malleated(removal)))
    expect(await listed(delegate.address)).toBe(1)
  })

  it("removes with the addition's own signature in the same hour, once; the addition replayed after it is refused", async () => {
    const delegate = privateKeyToAccount(generatePrivateKey())
    const signature = await signDelegate(owner, delegate.address)
    expect((await add(delegate.address, signature)).status).toBe(200)
    // Delegate(delegate, totp) signed again in the same hour is the same bytes (RFC 6979), as api-kit sends them.
    expect(await signDelegate(owner, delegate.address)).toBe(signature)
    expect((await remove(delegate.address, signature)).status).toBe(200)
    expect(await listed(delegate.address)).toBe(0)
    expectUsed(await add(delegate.address, signature))
    expectUsed(await add(delegate.address, malleated(signature), null))
    expect((await add(delegate.address, await signDelegate(owner, delegate.address, currentTotp() - 1n))).status).toBe(
      200,
    )
    expectUsed(await remove(delegate.address, signature))
    expectUsed(await remove(delegate.address, malleated(signature)))
    expect(await listed(delegate.address)).toBe(1)
  })

  it("lets exactly one of parallel removals with an addition's signature through", async () => {
    const delegate = privateKeyToAccount(generatePrivateKey())
    const signature = await signDelegate(owner, delegate.address)
    expect((await add(delegate.address, signature)).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 8 }, () => remove(delegate.address, signature)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(7).fill(409)])
  })

  it("refuses a delegator's removal replayed as an addition of the delegate it removed", async () => {
    const delegate = outsider(4)
    const previousHour = await signDelegate(owner, delegate.address, currentTotp() - 1n)
    expect((await add(delegate.address, previousHour)).status).toBe(200)
    // The delegator removes it with the same kind of signature an addition takes: anyone who saw it could re-add.
    const removal = await signDelegate(owner, delegate.address)
    expect((await remove(delegate.address, removal)).status).toBe(200)
    expectUsed(await add(delegate.address, removal))
    expectUsed(await add(delegate.address, removal, null))
    expect(await listed(delegate.address)).toBe(0)
  })

  it('lets exactly one of parallel additions with one signature through', async () => {
    const delegate = outsider(2)
    const signature = await signDelegate(owner, delegate.address)
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(delegate.address, signature)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(11).fill(409)])
  })

  it('refuses a replayed delete request once the transaction was proposed again, and lets one of parallel deletes through', async () => {
    const tx = { to: outsider(3).address, value: 5n, nonce: dev.chain.demo.safe.nonce + 7 }
    const hash = safeTxHashOf(safe, tx)
    const base = '/v1/chains/31337/transactions'
    const propose = async () => {
      const proposed = await request(
        dev.gateway.url,
        `${base}/${safe.address}/propose`,
        postJson(await proposalBody(safe, tx, owner)),
      )
      expect(proposed.status).toBe(200)
    }
    const deleteWith = (signature: Hex) =>
      request(dev.gateway.url, `${base}/${hash}`, { ...postJson({ signature }), method: 'DELETE' })
    const signature = await privateKeyToAccount(owner.privateKey).signTypedData(
      deleteRequestTypedData(31337, safe.address, hash, currentTotp()),
    )
    await propose()
    const answers = await Promise.all(Array.from({ length: 12 }, () => deleteWith(signature)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 204)).toHaveLength(1)
    expect(statuses.every((s) => s === 204 || s === 409 || s === 404)).toBe(true)
    await propose()
    expectUsed(await deleteWith(signature))
    expectUsed(await deleteWith(malleated(signature)))
    expect((await request(dev.gateway.url, `${base}/${hash}`)).status).toBe(200)
  })
})
