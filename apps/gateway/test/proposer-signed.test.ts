import { type Address, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { currentTotp, delegateTypedData } from '../src/modules/delegates/delegate-signature.js'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash } from './support/proposals.js'

// Issue 20 point 10: the proposer shown (and allowed to delete) is whoever first signed, never an unsigned sender.
type Account = { address: Address; privateKey: Hex }

const stack = useDevGatewaySafe()
let nonce: number

beforeAll(() => {
  nonce = stack.dev.chain.demo.safe.nonce
})

const { account } = stack
const base = '/v1/chains/31337/transactions'
const propose = async (tx: { to: Address; nonce: number }, sender: Account, overrides: Record<string, unknown>) =>
  request(
    stack.dev.gateway.url,
    `${base}/${stack.safe.address}/propose`,
    postJson(await proposalBody(stack.safe, tx, sender, overrides)),
  )
const details = async (hash: Hex) => (await request(stack.dev.gateway.url, `${base}/${hash}`)).body as Json
const people = (body: Json) => ({
  proposer: body.detailedExecutionInfo.proposer?.value ?? null,
  proposedByDelegate: body.detailedExecutionInfo.proposedByDelegate?.value ?? null,
})
const remove = async (hash: Hex, signer: Account) => {
  const totp = BigInt(Math.floor(Date.now() / 3_600_000))
  const typed = deleteRequestTypedData(stack.safe.chainId, stack.safe.address, hash, totp)
  const signature = await privateKeyToAccount(signer.privateKey).signTypedData(typed)
  return request(stack.dev.gateway.url, `${base}/${hash}`, { ...postJson({ signature }), method: 'DELETE' })
}

describe('the proposer is who signed', () => {
  it('an unsigned proposal has no proposer until the first confirmation, whose signer may then delete it', async () => {
    const tx = { to: account(6).address, value: parseEther('0.01'), nonce }
    const hash = safeTxHashOf(stack.safe, tx)
    const proposed = await propose(tx, account(0), { signature: null })
    expect(proposed.status).toBe(200)
    expect(proposed.body.detailedExecutionInfo.trusted).toBe(false)
    expect(people(proposed.body)).toEqual({ proposer: null, proposedByDelegate: null })
    expect((await remove(hash, account(0))).status).toBe(422)

    const confirmed = await request(
      stack.dev.gateway.url,
      `${base}/${hash}/confirmations`,
      postJson({ signature: await signHash(account(1).privateKey, hash) }),
    )
    expect(confirmed.status).toBe(200)
    expect(people(await details(hash))).toEqual({ proposer: account(1).address, proposedByDelegate: null })
    expect((await remove(hash, account(0))).status).toBe(422)
    expect((await remove(hash, account(1))).status).toBe(204)
  })

  it('an unsigned proposal proposed again with a signature gets that signer as its proposer', async () => {
    const tx = { to: account(7).address, nonce: nonce + 1 }
    const hash = safeTxHashOf(stack.safe, tx)
    expect((await propose(tx, account(0), { signature: null })).status).toBe(200)
    expect((await propose(tx, account(2), {})).status).toBe(200)
    expect(people(await details(hash))).toEqual({ proposer: account(2).address, proposedByDelegate: null })
    // A later signer changes nothing: the proposer is the first.
    expect((await propose(tx, account(3), {})).status).toBe(200)
    expect(people(await details(hash))).toEqual({ proposer: account(2).address, proposedByDelegate: null })
  })

  it("a delegate's unsigned proposal names nobody; signed, its delegator proposes through it", async () => {
    const owner = account(0)
    const delegate = account(8)
    const added = await request(
      stack.dev.gateway.url,
      '/v2/chains/31337/delegates',
      postJson({
        safe: stack.safe.address,
        delegate: delegate.address,
        delegator: owner.address,
        signature: await privateKeyToAccount(owner.privateKey).signTypedData(
          delegateTypedData(31337, delegate.address, currentTotp()),
        ),
        label: 'Bot',
      }),
    )
    expect(added.status).toBe(200)
    const tx = { to: account(6).address, nonce: nonce + 2 }
    const hash = safeTxHashOf(stack.safe, tx)
    expect((await propose(tx, delegate, { signature: null })).status).toBe(200)
    expect(people(await details(hash))).toEqual({ proposer: null, proposedByDelegate: null })
    expect((await propose(tx, delegate, {})).status).toBe(200)
    expect(people(await details(hash))).toEqual({ proposer: owner.address, proposedByDelegate: delegate.address })
    expect((await remove(hash, owner)).status).toBe(204)
  })
})
