import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentTotp, delegateTypedData, legacyDelegateMessage } from '../src/modules/delegates/delegate-signature.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'

type Account = { address: Address; privateKey: Hex }

let dev: DevGateway
let safe: TestSafe
let owner: Account
let otherOwner: Account
let delegate: Account
let stranger: Account

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  const owners = dev.chain.demo.safe.owners
  const [first, second] = dev.chain.accounts.filter((a) => owners.includes(a.address))
  const outsiders = dev.chain.accounts.filter((a) => !owners.includes(a.address) && a !== dev.chain.accounts[9])
  if (!first || !second || !outsiders[0] || !outsiders[1]) throw new Error('dev accounts missing')
  owner = first
  otherOwner = second
  delegate = outsiders[0]
  stranger = outsiders[1]
})

afterAll(async () => {
  await dev?.stop()
})

const base = '/v2/chains/31337/delegates'
const signDelegate = (signer: Account, delegateAddress: Address, totp = currentTotp()) =>
  privateKeyToAccount(signer.privateKey).signTypedData(delegateTypedData(31337, delegateAddress, totp))
const addBody = async (signer: Account, overrides: Record<string, unknown> = {}) => ({
  safe: safe.address,
  delegate: delegate.address,
  delegator: owner.address,
  signature: await signDelegate(signer, delegate.address),
  label: 'Bot',
  ...overrides,
})
const list = async (query: string, version = 'v2') =>
  request(dev.gateway.url, `/${version}/chains/31337/delegates?${query}`)
const remove = (delegateAddress: Address, body: unknown) =>
  request(dev.gateway.url, `${base}/${delegateAddress}`, { ...postJson(body), method: 'DELETE' })
const propose = (body: unknown) =>
  request(dev.gateway.url, `/v1/chains/31337/transactions/${safe.address}/propose`, postJson(body))

describe('delegates', () => {
  it('refuses a delegation by a non-owner, with a foreign signature or with an expired totp', async () => {
    const byStranger = await request(
      dev.gateway.url,
      base,
      postJson(await addBody(stranger, { delegator: stranger.address })),
    )
    expect(byStranger.status).toBe(422)
    expect(byStranger.body.message).toMatch(/not an owner/)
    const foreign = await request(dev.gateway.url, base, postJson(await addBody(otherOwner)))
    expect(foreign.status).toBe(422)
    expect(foreign.body.message).toMatch(/Invalid signature/)
    const expired = await request(
      dev.gateway.url,
      base,
      postJson(await addBody(owner, { signature: await signDelegate(owner, delegate.address, currentTotp() - 2n) })),
    )
    expect(expired.status).toBe(422)
    expect((await list(`safe=${safe.address}`)).body.count).toBe(0)
  })

  it('lists a signed delegation under every filter on v1 and v2, and needs at least one filter', async () => {
    // The previous hour's totp is still accepted, as by Safe's transaction service.
    const previous = await signDelegate(owner, delegate.address, currentTotp() - 1n)
    const added = await request(dev.gateway.url, base, postJson(await addBody(owner, { signature: previous })))
    expect(added.status).toBe(200)
    const expected = { safe: safe.address, delegate: delegate.address, delegator: owner.address, label: 'Bot' }
    for (const query of [
      `safe=${safe.address}`,
      `delegate=${delegate.address.toLowerCase()}`,
      `delegator=${owner.address}`,
      'label=Bot',
    ]) {
      for (const version of ['v1', 'v2']) {
        expect((await list(query, version)).body).toEqual({ count: 1, next: null, previous: null, results: [expected] })
      }
    }
    expect((await list(`delegator=${otherOwner.address}`)).body.results).toEqual([])
    const unfiltered = await list('')
    expect(unfiltered.status).toBe(422)
  })

  it('pages the list with cursor links', async () => {
    const second = await request(
      dev.gateway.url,
      base,
      postJson({
        safe: null,
        delegate: delegate.address,
        delegator: otherOwner.address,
        signature: await signDelegate(otherOwner, delegate.address),
        label: 'Everywhere',
      }),
    )
    expect(second.status).toBe(200)
    const first = await list(`delegate=${delegate.address}&cursor=limit%3D1%26offset%3D0`)
    expect(first.body.count).toBe(2)
    expect(first.body.results).toHaveLength(1)
    const next = new URL(first.body.next)
    const rest = await request(dev.gateway.url, `${next.pathname}${next.search}`)
    expect(rest.body.results).toEqual([
      { safe: null, delegate: delegate.address, delegator: otherOwner.address, label: 'Everywhere' },
    ])
    expect(rest.body.next).toBeNull()
  })

  it('lets a delegate propose (proposer = delegator, not a confirmation) but not confirm', async () => {
    const tx = { to: stranger.address, value: parseEther('0.01'), nonce: dev.chain.demo.safe.nonce }
    const proposed = await propose(await proposalBody(safe, tx, delegate))
    expect(proposed.status).toBe(200)
    expect(proposed.body.detailedExecutionInfo).toMatchObject({
      proposer: { value: owner.address },
      proposedByDelegate: { value: delegate.address },
      confirmations: [],
      trusted: true,
    })
    const hash = safeTxHashOf(safe, tx)
    const confirm = await request(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${hash}/confirmations`,
      postJson({ signature: await signHash(delegate.privateKey, hash) }),
    )
    expect(confirm.status).toBe(422)
    // A delegate's proposal carrying an owner's signature as well is refused: a delegate submits only its own.
    const tx2 = { ...tx, nonce: tx.nonce + 1 }
    const hash2 = safeTxHashOf(safe, tx2)
    const both = `${await signHash(delegate.privateKey, hash2)}${(await signHash(owner.privateKey, hash2)).slice(2)}`
    const refused = await propose(await proposalBody(safe, tx2, delegate, { signature: both }))
    expect(refused.status).toBe(422)
    // A stranger who is nobody's delegate cannot propose.
    expect((await propose(await proposalBody(safe, tx2, stranger))).status).toBe(422)
  })

  it('removes a delegation signed by the delegate itself (legacy text signature); a stranger cannot remove one; then it cannot propose', async () => {
    const bad = await remove(delegate.address, {
      delegator: owner.address,
      safe: safe.address,
      signature: await signDelegate(stranger, delegate.address),
    })
    expect(bad.status).toBe(422)
    // The delegate signs the legacy v1 way (personal_sign of "<address><totp>").
    const legacy = await privateKeyToAccount(delegate.privateKey).signMessage({
      message: legacyDelegateMessage(delegate.address, currentTotp()),
    })
    const removed = await remove(delegate.address, { delegator: owner.address, safe: safe.address, signature: legacy })
    expect(removed.status).toBe(200)
    const again = await remove(delegate.address, {
      delegator: owner.address,
      safe: safe.address,
      signature: await signDelegate(owner, delegate.address),
    })
    expect(again.status).toBe(404)
    const left = (await list(`delegate=${delegate.address}`)).body as Json
    expect(left.results.map((d: Json) => d.delegator)).toEqual([otherOwner.address])
    // The every-Safe delegation of the other owner still lets it propose, now on the other owner's behalf.
    const tx = { to: stranger.address, value: 1n, nonce: dev.chain.demo.safe.nonce + 2 }
    const proposed = await propose(await proposalBody(safe, tx, delegate))
    expect(proposed.body.detailedExecutionInfo.proposer.value).toBe(otherOwner.address)
    // The other owner added its delegation with this hour's signature; the removal signs the same bytes, and an
    // addition's signature removes once (issue 28).
    const removedSameHour = await remove(delegate.address, {
      delegator: otherOwner.address,
      safe: null,
      signature: await signDelegate(otherOwner, delegate.address),
    })
    expect(removedSameHour.status).toBe(200)
    const tx2 = { ...tx, nonce: tx.nonce + 1 }
    expect((await propose(await proposalBody(safe, tx2, delegate))).status).toBe(422)
  })
})
