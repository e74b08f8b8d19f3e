import { versionContract } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

// Safe 1.0.0 emits no event for a successful execution: the gateway finds it from the Safe's nonce.
const setup100 = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address paymentToken, uint256 payment, address paymentReceiver)',
])
const factoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
])
const proxyCreation = parseAbi(['event ProxyCreation(address proxy)'])

let dev: DevGateway
let safe: Address
const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (found === undefined) throw new Error(`no dev account ${index}`)
  return found
}
const client = () => createPublicClient({ transport: http(dev.chain.rpcUrl) })
const get = async (path: string): Promise<{ status: number; body: Json }> => request(dev.gateway.url, path)
const wallet = (index: number) =>
  createWalletClient({ account: privateKeyToAccount(account(index).privateKey), transport: http(dev.chain.rpcUrl) })

/** A 2-of-2 Safe 1.0.0 (owners: dev accounts 5 and 6) made by the 1.0.0 factory, funded with 1 ETH. */
async function createSafe100(): Promise<Address> {
  const owners = [account(5).address, account(6).address]
  const initializer = encodeFunctionData({
    abi: setup100,
    args: [owners, 2n, zeroAddress, '0x', zeroAddress, 0n, zeroAddress],
  })
  const hash = await wallet(9).writeContract({
    chain: null,
    address: versionContract('1.0.0', 'SafeProxyFactory') as Address,
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [versionContract('1.0.0', 'Safe') as Address, initializer, BigInt(Date.now())],
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({ abi: proxyCreation, logs: receipt.logs, eventName: 'ProxyCreation' })
  if (created === undefined) throw new Error('no ProxyCreation for the Safe 1.0.0')
  const address = getAddress(created.args.proxy)
  await client().waitForTransactionReceipt({
    hash: await wallet(0).sendTransaction({ chain: null, to: address, value: parseEther('1') }),
  })
  return address
}

beforeAll(async () => {
  dev = await startDevGateway()
  safe = await createSafe100()
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
}, 180_000)

afterAll(async () => {
  await dev?.stop()
})

const safeOf = (): TestSafe => ({ address: safe, version: '1.0.0', chainId: 31337 })
const rpc = <T>(method: string, params: unknown[] = []) =>
  client().request({ method: method as 'eth_chainId', params: params as never }) as Promise<T>

/** Proposes a 0.1 ETH transfer at `nonce`, confirms it by both owners, and returns its hash and served details. */
async function proposeAndConfirm(nonce: number): Promise<{ hash: Hex; details: Json }> {
  const tx = { to: account(7).address, value: parseEther('0.1'), nonce }
  const proposed = await request(
    dev.gateway.url,
    `/v1/chains/31337/transactions/${safe}/propose`,
    postJson(await proposalBody(safeOf(), tx, account(5))),
  )
  expect(proposed.status).toBe(200)
  const hash = safeTxHashOf(safeOf(), tx)
  const confirm = await request(
    dev.gateway.url,
    `/v1/chains/31337/transactions/${hash}/confirmations`,
    postJson({ signature: await signHash(account(6).privateKey, hash) }),
  )
  expect(confirm.status).toBe(200)
  return { hash, details: (await get(`/v1/chains/31337/transactions/${hash}`)).body }
}

describe('a Safe 1.0.0 (no ExecutionSuccess event)', () => {
  it('moves an executed proposal from the queue to history as SUCCESS, and serves the advanced nonce', async () => {
    const { hash, details } = await proposeAndConfirm(0)
    expect(details.detailedExecutionInfo.confirmations).toHaveLength(2)
    const before = await client().getBalance({ address: account(7).address })
    expect(await executeFromDetails(dev.chain.rpcUrl, account(9).privateKey as Hex, details)).toBe('success')
    expect((await client().getBalance({ address: account(7).address })) - before).toBe(parseEther('0.1'))
    const nonce = await client().readContract({
      address: safe,
      abi: parseAbi(['function nonce() view returns (uint256)']),
      functionName: 'nonce',
    })
    expect(nonce).toBe(1n)
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const after = (await get(`/v1/chains/31337/transactions/${hash}`)).body
    expect(after.txStatus).toBe('SUCCESS')
    expect(after.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client().getTransactionReceipt({ hash: after.txHash as Hex })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.to ?? zeroAddress)).toBe(safe)
    const queued = await get(`/v1/chains/31337/safes/${safe}/transactions/queued`)
    expect(JSON.stringify(queued.body)).not.toContain(hash)
    const history = await get(`/v1/chains/31337/safes/${safe}/transactions/history`)
    expect(JSON.stringify(history.body)).toContain(hash)
    const info = (await get(`/v1/chains/31337/safes/${safe}`)).body
    expect(info.nonce).toBe(1)
  })

  it('is undone by a reorg that drops the execution: back in the queue, the nonce back', async () => {
    const { hash, details } = await proposeAndConfirm(1)
    const head = Number(BigInt(await rpc<string>('eth_blockNumber')))
    const snapshot = await rpc<Hex>('evm_snapshot')
    expect(await executeFromDetails(dev.chain.rpcUrl, account(9).privateKey as Hex, details)).toBe('success')
    await rpc('anvil_mine', ['0x2'])
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    expect((await get(`/v1/chains/31337/transactions/${hash}`)).body.txStatus).toBe('SUCCESS')
    expect((await get(`/v1/chains/31337/safes/${safe}`)).body.nonce).toBe(2)

    // The chain forgets the execution: another transaction takes its block, and the chain grows past the old head.
    await rpc('evm_revert', [snapshot])
    await wallet(0).sendTransaction({ chain: null, to: account(8).address, value: 1n })
    await rpc('anvil_mine', ['0x5'])
    expect(Number(BigInt(await rpc<string>('eth_blockNumber')))).toBeGreaterThan(head + 3)
    await eventually(
      async () => (await get(`/v1/chains/31337/safes/${safe}`)).body.nonce,
      (nonce) => nonce === 1,
      'the served nonce to go back to 1',
    )
    expect((await get(`/v1/chains/31337/transactions/${hash}`)).body.txStatus).toBe('AWAITING_EXECUTION')
    const queued = await get(`/v1/chains/31337/safes/${safe}/transactions/queued`)
    expect(JSON.stringify(queued.body)).toContain(hash)
  })
})
