import {
  buildSafeTransactionData,
  getSafeDomain,
  joinSignatures,
  SAFE_MESSAGE_TYPES,
  safeL2Abi,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  http,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeTxPreimage } from '../src/hashing/hash-task.js'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { createSafe, executeFromDetails } from './support/safe-chain.js'

let dev: DevGateway
let safe: TestSafe
// Owner 0 is funded dev account 0; the other 19 are fresh keys that only sign off-chain.
let owners: { address: Address; privateKey: Hex }[]

beforeAll(async () => {
  // eth_sign is off by default since issue 20 (eth-sign-switch.test.ts); this file checks it still verifies when on.
  dev = await startDevGateway({ signatures: { acceptEthSign: true } })
  const first = dev.chain.accounts[0]
  if (!first) throw new Error('dev account 0 missing')
  const fresh = Array.from({ length: 19 }, () => {
    const privateKey = generatePrivateKey()
    return { address: privateKeyToAccount(privateKey).address, privateKey }
  })
  owners = [{ address: first.address, privateKey: first.privateKey }, ...fresh]
  const address = await createSafe(
    dev.chain.rpcUrl,
    first.privateKey,
    owners.map((o) => o.address),
    2,
  )
  safe = { address, version: '1.4.1', chainId: dev.chain.chainId }
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
})

afterAll(async () => {
  await dev?.stop()
})

const owner = (index: number) => owners[index] as { address: Address; privateKey: Hex }
const base = '/v1/chains/31337/transactions'
const confirm = (hash: Hex, body: unknown) => request(dev.gateway.url, `${base}/${hash}/confirmations`, postJson(body))
const proposeBy = async (index: number, tx: { to: Address; nonce: number; value?: bigint; data?: Hex }) => {
  const response = await request(
    dev.gateway.url,
    `${base}/${safe.address}/propose`,
    postJson(await proposalBody(safe, tx, owner(index))),
  )
  expect(response.status).toBe(200)
  return { hash: safeTxHashOf(safe, tx), details: response.body as Json }
}

describe('confirmations', () => {
  it('persists 19 parallel confirmations of distinct owners and parallel duplicates once', async () => {
    const { hash } = await proposeBy(0, { to: owner(5).address, nonce: 0, value: 1n })
    const responses = await Promise.all([
      ...owners.slice(1).map(async (o) => confirm(hash, { signature: await signHash(o.privateKey, hash) })),
      ...Array.from({ length: 5 }, async () => confirm(hash, { signature: await signHash(owner(1).privateKey, hash) })),
    ])
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200))
    const details = await request(dev.gateway.url, `${base}/${hash}`)
    const signers = details.body.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value)
    expect(new Set(signers)).toEqual(new Set(owners.map((o) => o.address)))
    expect(signers).toHaveLength(20)
    expect(details.body.txStatus).toBe('AWAITING_EXECUTION')
  })

  it('accepts eth_sign (v 31/32) and an on-chain approveHash (v 1) but not an unapproved v 1', async () => {
    const { hash } = await proposeBy(1, { to: owner(6).address, nonce: 1 })
    const ethSign = await privateKeyToAccount(owner(2).privateKey).signMessage({ message: { raw: hash } })
    const v = Number.parseInt(ethSign.slice(-2), 16) + 4
    const asEthSign = `${ethSign.slice(0, -2)}${v.toString(16)}` as Hex
    expect((await confirm(hash, { signature: asEthSign })).status).toBe(200)

    const approved = `0x${'0'.repeat(24)}${owner(0).address.slice(2).toLowerCase()}${'0'.repeat(64)}01` as Hex
    const stranger = `0x${'0'.repeat(24)}${owner(3).address.slice(2).toLowerCase()}${'0'.repeat(64)}01`
    const unapproved = await confirm(hash, { signature: stranger })
    expect(unapproved.status).toBe(422)
    expect(unapproved.body.message).toMatch(/has not approved/)
    const wallet = createWalletClient({
      account: privateKeyToAccount(owner(0).privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const sent = await wallet.writeContract({
      chain: null,
      address: safe.address,
      abi: safeL2Abi,
      functionName: 'approveHash',
      args: [hash],
    })
    await createPublicClient({ transport: http(dev.chain.rpcUrl) }).waitForTransactionReceipt({ hash: sent })
    // The indexer stores the approval (without a signature) first; the submitted one must still be kept.
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const ok = await confirm(hash, { signature: approved })
    expect(ok.status).toBe(200)
    const stored = Object.fromEntries(
      ok.body.detailedExecutionInfo.confirmations.map((c: Json) => [c.signer.value, c.signature]),
    )
    expect(stored).toEqual({
      [owner(1).address]: expect.any(String),
      [owner(2).address]: asEthSign.toLowerCase(),
      [owner(0).address]: approved,
    })
  })

  it('accepts an EIP-1271 contract signature (v 0) of a Safe that owns the Safe, and refuses a forged one', async () => {
    const rpc = dev.chain.rpcUrl
    const ownerSafe = await createSafe(rpc, owner(0).privateKey, [owner(0).address], 1)
    const address = await createSafe(rpc, owner(0).privateKey, [owner(1).address, ownerSafe], 2)
    await waitForIndexer(dev.gateway.url, '31337', rpc)
    const target: TestSafe = { address, version: '1.4.1', chainId: safe.chainId }
    const tx = { to: owner(9).address, nonce: 0 }
    const hash = safeTxHashOf(target, tx)
    const proposed = await request(
      dev.gateway.url,
      `${base}/${address}/propose`,
      postJson(await proposalBody(target, tx, owner(1))),
    )
    expect(proposed.status).toBe(200)
    // Executing, Safe 1.4.1 calls the owner Safe's legacy isValidSignature(preimage of safeTxHash, signature); its
    // CompatibilityFallbackHandler checks the owner Safe's owners signed SafeMessage(preimage).
    const preimage = safeTxPreimage('31337', address, '1.4.1', buildSafeTransactionData(tx))
    const messageHash = hashTypedData({
      domain: getSafeDomain({ chainId: safe.chainId, safeAddress: ownerSafe, version: '1.4.1' }),
      types: SAFE_MESSAGE_TYPES,
      primaryType: 'SafeMessage',
      message: { message: preimage },
    })
    const contractSignature = await signHash(owner(0).privateKey, messageHash)
    const forged = await signHash(owner(0).privateKey, hash)
    const bad = await confirm(hash, {
      signature: joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner: ownerSafe, contractSignature: forged }]),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/EIP-1271/)
    const signature = joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner: ownerSafe, contractSignature }])
    const good = await confirm(hash, { signature })
    expect(good.status).toBe(200)
    const details = good.body
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    expect(await executeFromDetails(rpc, owner(0).privateKey, details)).toBe('success')
  })

  it('rejects a non-owner, a wrong v, malformed hex, an unknown transaction and a missing signature', async () => {
    const { hash } = await proposeBy(0, { to: owner(7).address, nonce: 2 })
    const stranger = await signHash(generatePrivateKey(), hash)
    expect((await confirm(hash, { signature: stranger })).body).toEqual({ code: 422, message: 'Invalid signature' })
    const good = await signHash(owner(4).privateKey, hash)
    const wrongV = await confirm(hash, { signature: `${good.slice(0, -2)}1d` })
    expect(wrongV.status).toBe(422)
    expect(wrongV.body.message).toMatch(/Invalid signature/)
    expect((await confirm(hash, { signature: `${good.slice(0, -4)}zz1b` })).status).toBe(422)
    expect((await confirm(hash, {})).status).toBe(422)
    // The high-s twin of an owner's signature recovers the same owner: accepted as a no-op, no second confirmation.
    expect((await confirm(hash, { signature: good })).status).toBe(200)
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const s = BigInt(`0x${good.slice(66, 130)}`)
    const flippedV = good.slice(-2) === '1b' ? '1c' : '1b'
    const twin = `${good.slice(0, 66)}${(n - s).toString(16).padStart(64, '0')}${flippedV}` as Hex
    const twinResponse = await confirm(hash, { signature: twin })
    const signers = (await request(dev.gateway.url, `${base}/${hash}`)).body.detailedExecutionInfo.confirmations
    expect(signers.filter((c: Json) => c.signer.value === owner(4).address)).toHaveLength(1)
    expect(signers.find((c: Json) => c.signer.value === owner(4).address).signature).toBe(good.toLowerCase())
    expect(twinResponse.status).toBe(200)
    const unknown = `0x${'ab'.repeat(32)}` as Hex
    expect((await confirm(unknown, { signature: good })).status).toBe(404)
  })

  it('refuses a removed owner and confirmations of an executed or nonce-passed transaction', async () => {
    // Owners 0 and 1 sign removeOwner(owner 19) as a second proposal at nonce 0, and it is executed on chain.
    const removeData = encodeFunctionData({
      abi: safeL2Abi,
      functionName: 'removeOwner',
      args: [owner(18).address, owner(19).address, 2n],
    })
    const removal = await proposeBy(0, { to: safe.address, nonce: 0, data: removeData })
    await confirm(removal.hash, { signature: await signHash(owner(1).privateKey, removal.hash) })
    const details = (await request(dev.gateway.url, `${base}/${removal.hash}`)).body
    expect(await executeFromDetails(dev.chain.rpcUrl, owner(0).privateKey, details)).toBe('success')
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const later = safeTxHashOf(safe, { to: owner(7).address, nonce: 2 })
    const removed = await confirm(later, { signature: await signHash(owner(19).privateKey, later) })
    expect(removed.body).toEqual({ code: 422, message: 'Invalid signature' })
    const asProposer = await request(
      dev.gateway.url,
      `${base}/${safe.address}/propose`,
      postJson(await proposalBody(safe, { to: owner(7).address, nonce: 3 }, owner(19))),
    )
    expect(asProposer.body).toEqual({ code: 422, message: 'Invalid signature' })

    const executed = await confirm(removal.hash, { signature: await signHash(owner(2).privateKey, removal.hash) })
    expect(executed.body).toEqual({ code: 422, message: 'Invalid nonce' })
    // The other proposal at nonce 0 (19 confirmations, never executed) is now behind the Safe nonce.
    const passed = safeTxHashOf(safe, { to: owner(5).address, nonce: 0, value: 1n })
    const late = await confirm(passed, { signature: await signHash(owner(19).privateKey, passed) })
    expect(late.body).toEqual({ code: 422, message: 'Invalid nonce' })
  })
})

describe('delete a proposal', () => {
  const sign = (privateKey: Hex, hash: Hex, hoursAgo = 0) =>
    privateKeyToAccount(privateKey).signTypedData(
      deleteRequestTypedData(31337, safe.address, hash, BigInt(Math.floor(Date.now() / 3_600_000) - hoursAgo)),
    )
  const remove = (hash: Hex, signature: Hex) =>
    request(dev.gateway.url, `${base}/${hash}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature }),
    })

  it('deletes only with the proposer signature over DeleteRequest (current or previous hour)', async () => {
    const { hash } = await proposeBy(3, { to: owner(8).address, nonce: 5 })
    const byOther = await remove(hash, await sign(owner(4).privateKey, hash))
    expect(byOther.status).toBe(422)
    expect((await remove(hash, await sign(owner(3).privateKey, hash, 2))).status).toBe(422)
    expect((await remove(hash, await sign(owner(3).privateKey, hash, 1))).status).toBe(204)
    expect((await request(dev.gateway.url, `${base}/${hash}`)).status).toBe(404)
    const again = await proposeBy(3, { to: owner(8).address, nonce: 6 })
    expect((await remove(again.hash, await sign(owner(3).privateKey, again.hash))).status).toBe(204)
  })
})
