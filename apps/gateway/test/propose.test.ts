import { canonicalAddresses, encodeMultiSendCall } from '@concord/protocol'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'

let dev: DevGateway
let safe: TestSafe
let nonce: number

beforeAll(async () => {
  dev = await startDevGateway()
  safe = { address: dev.chain.demo.safe.address, version: '1.4.1', chainId: dev.chain.chainId }
  nonce = dev.chain.demo.safe.nonce
})

afterAll(async () => {
  await dev?.stop()
})

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const propose = (body: unknown, address: Address = safe.address) =>
  request(dev.gateway.url, `/v1/chains/31337/transactions/${address}/propose`, postJson(body))
const queue = async () =>
  (await request(dev.gateway.url, `/v1/chains/31337/safes/${safe.address}/transactions/queued`)).body as Json

describe('propose a transaction', () => {
  it('stores an owner proposal, answers its details and shows it as Next in the queue', async () => {
    const tx = { to: account(5).address, value: parseEther('0.01'), nonce }
    const origin = JSON.stringify({ name: 'Test App', url: 'https://app.example' })
    const response = await propose(await proposalBody(safe, tx, account(0), { origin }))
    expect(response.status).toBe(200)
    const hash = safeTxHashOf(safe, tx)
    expect(response.body).toMatchObject({
      safeAddress: safe.address,
      txId: `multisig_${safe.address}_${hash}`,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: { type: 'Transfer', direction: 'OUTGOING' },
      safeAppInfo: { name: 'Test App', url: 'https://app.example' },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        nonce,
        safeTxHash: hash,
        confirmationsRequired: 2,
        trusted: true,
        proposer: { value: account(0).address },
        confirmations: [{ signer: { value: account(0).address } }],
      },
    })
    const details = await request(dev.gateway.url, `/v1/chains/31337/transactions/${hash}`)
    expect(details.body).toEqual(response.body)

    const items = (await queue()).results
    expect(items[0]).toEqual({ type: 'LABEL', label: 'Next' })
    expect(items[1]).toMatchObject({
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: { executionInfo: { nonce, confirmationsRequired: 2, confirmationsSubmitted: 1 } },
    })
    expect(items[1].transaction.executionInfo.missingSigners).toHaveLength(3)
  })

  it('adds the signature of a second owner when the same safeTxHash is proposed again, idempotently', async () => {
    const tx = { to: account(5).address, value: parseEther('0.01'), nonce }
    const again = await propose(await proposalBody(safe, tx, account(0)))
    expect(again.body.detailedExecutionInfo.confirmations).toHaveLength(1)
    const second = await propose(await proposalBody(safe, tx, account(1), { origin: 'not json' }))
    expect(second.status).toBe(200)
    const signers = second.body.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value)
    expect(signers.sort()).toEqual([account(0).address, account(1).address].sort())
    expect(second.body.txStatus).toBe('AWAITING_EXECUTION')
    expect(second.body.detailedExecutionInfo.proposer.value).toBe(account(0).address)
    // The first origin stays; a non-JSON origin from a later proposal is dropped, not stored.
    expect(second.body.safeAppInfo).toMatchObject({ name: 'Test App' })
  })

  it('shows a second proposal at the same nonce under a conflict header, and a later nonce as Queued', async () => {
    await propose(await proposalBody(safe, { to: safe.address, nonce }, account(2)))
    await propose(await proposalBody(safe, { to: account(6).address, value: 1n, nonce: nonce + 1 }, account(2)))
    const shape = (await queue()).results.map((item: Json) =>
      item.type === 'TRANSACTION' ? `tx ${item.conflictType}` : item.type === 'LABEL' ? item.label : item.type,
    )
    expect(shape).toEqual(['Next', 'CONFLICT_HEADER', 'tx HasNext', 'tx End', 'Queued', 'tx None'])
  })

  it('accepts a delegatecall to MultiSendCallOnly without an origin', async () => {
    const target = canonicalAddresses['1.4.1'].MultiSendCallOnly
    // A batch that unpacks (a bare selector hides what it would call, so it is refused since issue 20).
    const data = encodeMultiSendCall([{ operation: 0, to: account(5).address, value: 0n, data: '0x' }])
    const tx = { to: target, data, operation: 1, nonce: nonce + 2 }
    const response = await propose(await proposalBody(safe, tx, account(3)))
    expect(response.status).toBe(200)
    expect(response.body.txData).toMatchObject({ operation: 1, trustedDelegateCallTarget: true })
    expect(response.body.safeAppInfo).toBeNull()
  })
})

describe('propose rejections (issue 4 §9)', () => {
  const tx = () => ({ to: account(5).address, value: 7n, nonce: nonce + 3 })
  const expect422 = async (body: unknown, message: string | RegExp, address?: Address) => {
    const response = await propose(body, address)
    expect(response.status).toBe(422)
    expect(response.body.code).toBe(422)
    expect(response.body.message).toMatch(message)
  }

  it('rejects a field tampered after hashing', async () => {
    await expect422({ ...(await proposalBody(safe, tx(), account(0))), value: '8' }, 'Invalid safeTxHash')
  })

  it('rejects a signature by a non-owner, as sender or beside an owner sender', async () => {
    await expect422(await proposalBody(safe, tx(), account(7)), 'Invalid signature')
    const stranger = await signHash(account(7).privateKey, safeTxHashOf(safe, tx()))
    await expect422(await proposalBody(safe, tx(), account(0), { signature: stranger }), 'Invalid signature')
  })

  it('rejects a proposal whose sender did not sign it', async () => {
    await expect422(await proposalBody(safe, tx(), account(1), { sender: account(0).address }), 'Invalid signature')
  })

  it('rejects a wrong v, malformed hex and a truncated signature', async () => {
    const body = await proposalBody(safe, tx(), account(0))
    const signature = body.signature as string
    await expect422({ ...body, signature: `${signature.slice(0, -2)}1d` }, /Invalid signature.*27 or 28/)
    await expect422({ ...body, signature: `0xzz${signature.slice(4)}` }, /Invalid hex data/)
    await expect422({ ...body, signature: signature.slice(0, -2) }, /Invalid signature/)
    await expect422({ ...body, signature: `${signature}00` }, /Invalid signature/)
  })

  it("rejects the replay of another Safe's signature over the same transaction", async () => {
    const other: TestSafe = { address: dev.chain.demo.safe130.address, version: '1.3.0', chainId: safe.chainId }
    const signature = await signHash(account(3).privateKey, safeTxHashOf(other, tx()))
    await expect422(await proposalBody(safe, tx(), account(3), { signature }), 'Invalid signature')
  })

  it('rejects a nonce below the Safe nonce', async () => {
    await expect422(await proposalBody(safe, { ...tx(), nonce: nonce - 1 }, account(0)), 'Invalid nonce')
    // A correctly hashed but absurd nonce is refused too, not stored.
    await expect422(await proposalBody(safe, { ...tx(), nonce: 2n ** 255n }, account(0)), 'Invalid nonce')
  })

  it('rejects a delegatecall to an untrusted target', async () => {
    const body = await proposalBody(safe, { ...tx(), operation: 1, value: 0n }, account(0))
    await expect422(body, 'Delegate call is disabled')
  })

  it('rejects an unknown Safe with 404 and an oversized body with 413', async () => {
    const unknown = await propose(await proposalBody(safe, tx(), account(0)), account(9).address)
    expect(unknown.status).toBe(404)
    const huge = await propose({ ...(await proposalBody(safe, tx(), account(0))), data: `0x${'00'.repeat(600_000)}` })
    expect(huge.status).toBe(413)
    expect(huge.body.code).toBe(413)
  })

  it('refuses more signatures than the Safe has owners before recovering any', async () => {
    const body = await proposalBody(safe, tx(), account(0))
    const many = `0x${(body.signature as string).slice(2).repeat(5)}`
    await expect422({ ...body, signature: many }, 'Invalid signature: 5 signatures for a Safe with 4 owners')
  })

  it('serves an origin name without HTML and drops a non-http(s) app URL', async () => {
    const html = JSON.stringify({ name: '<img src=x onerror=alert(1)>Evil<b>App</b>', url: 'https://evil.example' })
    const shown = await propose(await proposalBody(safe, { ...tx(), nonce: nonce + 4 }, account(0), { origin: html }))
    expect(shown.body.safeAppInfo).toEqual({ name: 'EvilApp', url: 'https://evil.example', logoUri: null })
    const script = JSON.stringify({ name: 'App', url: 'javascript:alert(1)' })
    const dropped = await propose(
      await proposalBody(safe, { ...tx(), nonce: nonce + 5 }, account(0), { origin: script }),
    )
    expect(dropped.body.safeAppInfo).toBeNull()
  })

  it('stored nothing for any rejected proposal', async () => {
    const hashes = (await queue()).results
      .filter((item: Json) => item.type === 'TRANSACTION')
      .map((item: Json) => item.transaction.executionInfo.nonce)
    expect(hashes).not.toContain(nonce + 3)
  })
})
