import { SAFE_VERSION_FACTS, versionContract } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
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

describe('a Safe 1.0.0 (no ExecutionSuccess event)', () => {
  const safeOf = (): TestSafe => ({ address: safe, version: '1.0.0', chainId: 31337 })

  it('is the version without a success event (the case this test covers)', () => {
    expect(SAFE_VERSION_FACTS['1.0.0'].events.executionSuccess).toBe('none')
  })

  it('moves an executed proposal from the queue to history as SUCCESS, and serves the advanced nonce', async () => {
    const tx = { to: account(7).address, value: parseEther('0.1'), nonce: 0 }
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
    const details = (await get(`/v1/chains/31337/transactions/${hash}`)).body
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
})
