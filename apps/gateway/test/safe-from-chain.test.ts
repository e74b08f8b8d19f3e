import { buildSafeTransactionData, canonicalAddresses, encodeExecTransaction, safeAbi } from '@concord/protocol'
import { type DevStack, startDevStack } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  pad,
  toHex,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'
import { safeTxHashOf, signHash } from './support/proposals.js'
import { createSafe } from './support/safe-chain.js'

// A gateway that indexes nothing: every Safe on the chain is one it has not indexed (yet).
let dev: DevStack

beforeAll(async () => {
  dev = await startDevStack({ database: 'throwaway', indexer: { enabled: false } })
})

afterAll(async () => {
  await dev?.stop()
})

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const safeInfo = (address: string) => request(dev.gateway.url, `/v1/chains/31337/safes/${address}`)
const contracts = canonicalAddresses['1.4.1']

/** Enables `module` on a 1-of-n Safe at nonce 0, signed by `owner` and sent by dev account 9. */
async function enableModule(safe: Address, owner: Hex, module: Address): Promise<void> {
  const data = encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [module] })
  const tx = { to: safe, value: 0n, data, nonce: 0 }
  const signature = await signHash(owner, safeTxHashOf({ address: safe, version: '1.4.1', chainId: 31337 }, tx))
  const wallet = createWalletClient({
    account: privateKeyToAccount(account(9).privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: safe,
    data: encodeExecTransaction(buildSafeTransactionData(tx), signature),
  })
  const receipt = await createPublicClient({ transport: http(dev.chain.rpcUrl) }).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

/** Anything that is not a Safe: the indexed read's 404, unchanged. */
async function expectNoSafe(address: Address) {
  const answer = await safeInfo(address)
  expect(answer.status).toBe(404)
  expect(answer.body).toEqual({
    code: 404,
    message: `Safe ${address} not found on chain 31337; it is not a Safe or not indexed yet`,
  })
}

describe('a Safe the gateway has not indexed', () => {
  it('is answered from the chain: owners, threshold, nonce, version, modules, guard and fallback handler', async () => {
    const owners = [account(2).address, account(3).address]
    const safe = await createSafe(dev.chain.rpcUrl, account(9).privateKey, owners, 1)
    const module = account(5).address
    await enableModule(safe, account(2).privateKey, module)
    // No guard contract on the dev chain: the guard is written where GuardManager keeps it (Safe reads it from there).
    const guard = account(6).address
    await createTestClient({ mode: 'anvil', transport: http(dev.chain.rpcUrl) }).setStorageAt({
      address: safe,
      index: keccak256(toHex('guard_manager.guard.address')),
      value: pad(guard, { size: 32 }),
    })

    const answer = await safeInfo(safe)
    expect(answer.status).toBe(200)
    const info = answer.body as Json
    expect(info).toMatchObject({
      address: { value: safe },
      chainId: '31337',
      nonce: 1,
      threshold: 1,
      owners: owners.map((value) => ({ value })),
      implementation: { value: contracts.SafeL2 },
      implementationVersionState: 'UP_TO_DATE',
      version: '1.4.1',
      modules: [{ value: module }],
      guard: { value: guard },
      fallbackHandler: { value: contracts.CompatibilityFallbackHandler },
      collectiblesTag: null,
      txQueuedTag: null,
      txHistoryTag: null,
      messagesTag: null,
    })
  })

  it('answers like the index would for a seeded demo Safe', async () => {
    const demo = dev.chain.demo.safe
    const answer = await safeInfo(demo.address)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      address: { value: demo.address },
      nonce: demo.nonce,
      threshold: demo.threshold,
      owners: demo.owners.map((value) => ({ value })),
      version: demo.version,
      modules: null,
      guard: null,
    })
  })

  it('still 404s with the same error for an account without code, a token contract, the Safe singleton, address zero', async () => {
    await expectNoSafe(account(7).address)
    await expectNoSafe(dev.chain.tokens.usdc.address)
    await expectNoSafe(contracts.SafeL2)
    await expectNoSafe(zeroAddress)
  })
})
