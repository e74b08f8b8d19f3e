import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeExecTransaction,
  encodeMultiSendCall,
  encodeSafeSetup,
  getSafeTxTypedData,
  hashSafeMessage,
  joinSignatures,
  predictSafeAddress,
  SENTINEL,
  safeAbi,
  safeProxyFactoryAbi,
  sortSignaturesByOwner,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  pad,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { createSafe, executeOnChain } from './support/safe-chain.js'

let dev: DevGateway
let key: { address: Address; privateKey: Hex }
// parent: owned by the key alone; nested: owned by the parent and the key, threshold 2 (both must confirm).
let parent: TestSafe
let nested: TestSafe

beforeAll(async () => {
  dev = await startDevGateway()
  const first = dev.chain.accounts[0]
  if (!first) throw new Error('dev account 0 missing')
  key = { address: first.address, privateKey: first.privateKey }
  const chainId = dev.chain.chainId
  parent = { address: await createSafe(dev.chain.rpcUrl, key.privateKey, [key.address], 1), version: '1.4.1', chainId }
  const nestedAddress = await createSafe(dev.chain.rpcUrl, key.privateKey, [parent.address, key.address], 2)
  nested = { address: nestedAddress, version: '1.4.1', chainId }
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
})

/** A 1.5.0 SafeL2 with `owners` and `threshold` through the canonical 1.5.0 factory (the helper creates 1.3.0/1.4.1). */
async function createSafe150(owners: Address[], threshold: number): Promise<Address> {
  const contracts = canonicalAddresses['1.5.0']
  const initializer = encodeSafeSetup({ owners, threshold, fallbackHandler: contracts.CompatibilityFallbackHandler })
  const saltNonce = BigInt(Date.now())
  const wallet = createWalletClient({ account: privateKeyToAccount(key.privateKey), transport: http(dev.chain.rpcUrl) })
  const sent = await wallet.writeContract({
    chain: null,
    address: contracts.SafeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [contracts.SafeL2, initializer, saltNonce],
  })
  await createPublicClient({ transport: http(dev.chain.rpcUrl) }).waitForTransactionReceipt({ hash: sent })
  const factory = contracts.SafeProxyFactory
  return predictSafeAddress({ factory, singleton: contracts.SafeL2, initializer, saltNonce, version: '1.5.0' })
}

afterAll(async () => {
  await dev?.stop()
})

const base = '/v1/chains/31337/transactions'
const propose = async (
  safe: TestSafe,
  tx: { to: Address; nonce: number; data?: Hex; value?: bigint; operation?: 0 | 1 },
) => request(dev.gateway.url, `${base}/${safe.address}/propose`, postJson(await proposalBody(safe, tx, key)))
const selfCall = (safe: TestSafe, functionName: string, args: unknown[]) => ({
  to: safe.address,
  nonce: 0,
  data: encodeFunctionData({ abi: safeAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0]),
})

describe('deadlock check on proposals', () => {
  it('refuses an owner change that makes Safes own each other in a loop, in words', async () => {
    // The parent adding its own nested Safe as an owner: parent → nested → parent.
    const response = await propose(parent, selfCall(parent, 'addOwnerWithThreshold', [nested.address, 1n]))
    expect(response.status).toBe(422)
    expect(response.body.code).toBe(422)
    expect(response.body.message).toContain('own each other in a loop')
    expect(response.body.message).toContain(`${parent.address} → ${nested.address} → ${parent.address}`)
    // Swapping the parent's only key for the nested Safe is the same loop.
    const swap = await propose(parent, selfCall(parent, 'swapOwner', [SENTINEL, key.address, nested.address]))
    expect(swap.status).toBe(422)
    expect(swap.body.message).toContain('own each other in a loop')
    // The same change inside a MultiSend batch (as the web app's batches send it).
    const batch = await propose(parent, {
      to: canonicalAddresses['1.4.1'].MultiSendCallOnly,
      nonce: 0,
      operation: 1,
      data: encodeMultiSendCall([
        {
          operation: 0,
          to: parent.address,
          value: 0n,
          data: selfCall(parent, 'addOwnerWithThreshold', [nested.address, 1n]).data,
        },
      ]),
    })
    expect(batch.status).toBe(422)
    expect(batch.body.message).toContain('own each other in a loop')
  })

  it('takes owner changes that leave keys able to act', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    const response = await propose(parent, selfCall(parent, 'addOwnerWithThreshold', [fresh, 1n]))
    expect(response.status).toBe(200)
    // The nested Safe dropping its key owner: the parent's key still acts for it through the parent.
    const remove = await propose(nested, selfCall(nested, 'removeOwner', [parent.address, key.address, 1n]))
    expect(remove.status).toBe(200)
  })
})

describe("a parent's on-chain approval of a nested transaction", () => {
  it('counts as the parent confirmation once the parent executes approveHash, and the transaction executes', async () => {
    const tx = { to: key.address, nonce: 0, value: 0n }
    const hash = safeTxHashOf(nested, tx)
    expect((await propose(nested, tx)).status).toBe(200)
    const before = await request(dev.gateway.url, `${base}/${hash}`)
    expect(before.body.detailedExecutionInfo.confirmations).toHaveLength(1)
    expect(before.body.txStatus).toBe('AWAITING_CONFIRMATIONS')

    // The parent's own multisig transaction calling nested.approveHash(hash), executed with the parent's key.
    const approve = encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [hash] })
    const status = await executeOnChain(
      dev.chain.rpcUrl,
      key.privateKey,
      parent,
      { to: nested.address, data: approve, nonce: 0 },
      [key.privateKey],
    )
    expect(status).toBe('success')
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const after = await request(dev.gateway.url, `${base}/${hash}`)
    const signers = after.body.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value)
    expect(new Set(signers)).toEqual(new Set([key.address, parent.address]))
    expect(after.body.txStatus).toBe('AWAITING_EXECUTION')
    const queue = await request(dev.gateway.url, `/v1/chains/31337/safes/${nested.address}/transactions/queued`)
    const item = queue.body.results.find((r: Json) => r.type === 'TRANSACTION' && r.transaction.id === after.body.txId)
    expect(item.transaction.executionInfo.confirmationsSubmitted).toBe(2)

    // Executable with the parent's part as an approved hash (v = 1: the parent as r, no s).
    const parts: { owner: Address; signature: Hex }[] = after.body.detailedExecutionInfo.confirmations.map(
      (c: Json) => ({
        owner: c.signer.value as Address,
        signature: (c.signature ?? concatHex([pad(c.signer.value as Hex), pad('0x0'), '0x01'])) as Hex,
      }),
    )
    const wallet = createWalletClient({
      account: privateKeyToAccount(key.privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const sent = await wallet.sendTransaction({
      chain: null,
      to: nested.address,
      data: encodeExecTransaction(buildSafeTransactionData(tx), joinSignatures(sortSignaturesByOwner(parts))),
    })
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash: sent })).status).toBe('success')
  })
})

describe("a parent's on-chain approval before the nested transaction is proposed", () => {
  it('counts when the nested transaction is proposed after the approveHash was indexed', async () => {
    // Nonce 1 of the nested Safe (0 executed above), approved by the parent (its nonce 1) before anyone proposes it.
    const tx = { to: key.address, nonce: 1, value: 0n }
    const hash = safeTxHashOf(nested, tx)
    const approve = encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [hash] })
    const approveTx = { to: nested.address, data: approve, nonce: 1 }
    expect(await executeOnChain(dev.chain.rpcUrl, key.privateKey, parent, approveTx, [key.privateKey])).toBe('success')
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    expect((await request(dev.gateway.url, `${base}/${hash}`)).status).toBe(404)

    expect((await propose(nested, tx)).status).toBe(200)
    const after = await request(dev.gateway.url, `${base}/${hash}`)
    const signers = after.body.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value)
    expect(new Set(signers)).toEqual(new Set([key.address, parent.address]))
    expect(after.body.txStatus).toBe('AWAITING_EXECUTION')
    // The Transaction Service face lists it as confirmed on chain too (an approved hash: v = 1, the parent as r).
    const service = await request(dev.gateway.url, `/txs/31337/api/v2/multisig-transactions/${hash}/`)
    const parentPart = service.body.confirmations.find((c: Json) => c.owner === parent.address)
    expect(parentPart.signatureType).toBe('APPROVED_HASH')
  })
})

describe("a parent's off-chain confirmation of a nested transaction", () => {
  // A nested Safe of 1.5.0 asks its Safe owners with isValidSignature(bytes32), so the parent's message is over the
  // SafeTx typed data. Up to 1.4.1 it passes the SafeTx's full encoding: the parent's message is then a RAW_BYTES one
  // over those bytes (raw-bytes-messages.test.ts).
  it("takes the parent's EIP-1271 contract signature built from its SafeMessage over the nested SafeTx (nested 1.5.0)", async () => {
    const nested150 = {
      address: await createSafe150([parent.address, key.address], 2),
      version: '1.5.0',
      chainId: parent.chainId,
    }
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const nested = nested150
    const tx = { to: key.address, nonce: 0, value: 0n }
    const hash = safeTxHashOf(nested, tx)
    expect((await propose(nested, tx)).status).toBe(200)
    // The parent's message: the nested SafeTx typed data, whose EIP-712 hash is the safeTxHash.
    const typed = getSafeTxTypedData({
      chainId: BigInt(nested.chainId),
      safeAddress: nested.address,
      version: '1.5.0',
      tx: buildSafeTransactionData(tx),
    })
    const content = {
      domain: { chainId: nested.chainId, verifyingContract: nested.address },
      types: typed.types,
      primaryType: 'SafeTx',
      message: Object.fromEntries(
        Object.entries(typed.message).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
      ),
    }
    const messageHash = hashSafeMessage({
      chainId: BigInt(parent.chainId),
      safeAddress: parent.address,
      version: '1.4.1',
      message: { hash },
    })
    const signature = await privateKeyToAccount(key.privateKey).sign({ hash: messageHash })
    const proposed = await request(
      dev.gateway.url,
      `/v1/chains/31337/safes/${parent.address}/messages`,
      postJson({ message: content, signature }),
    )
    expect(proposed.status).toBe(202)
    const message = await request(dev.gateway.url, `/v1/chains/31337/messages/${messageHash}`)
    expect(message.body.status).toBe('CONFIRMED')
    const contract = joinSignatures([
      { type: 'CONTRACT_SIGNATURE', owner: parent.address, contractSignature: message.body.preparedSignature },
    ])
    const confirmed = await request(dev.gateway.url, `${base}/${hash}/confirmations`, postJson({ signature: contract }))
    expect(confirmed.status).toBe(200)
    const after = await request(dev.gateway.url, `${base}/${hash}`)
    expect(after.body.txStatus).toBe('AWAITING_EXECUTION')
  })
})
