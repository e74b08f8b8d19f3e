import { type DevChain, startDevChain } from '@concord/devchain'
import { versionContract } from '@concord/protocol'
import { startTestGateway, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
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
import { type Json, request } from './support/http.js'
import { executeOnChain } from './support/safe-chain.js'

// Tracked mode reads only its Safes' logs: a Safe 1.0.0's successful executions (no event) are found from its nonce
// there as in mode "all".
const setup100 = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address paymentToken, uint256 payment, address paymentReceiver)',
])
const factoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
])
const proxyCreation = parseAbi(['event ProxyCreation(address proxy)'])

let chain: DevChain
let gateway: TestGateway
let safe: Address
const account = (index: number) => {
  const found = chain.accounts[index]
  if (found === undefined) throw new Error(`no dev account ${index}`)
  return found
}
const client = () => createPublicClient({ transport: http(chain.rpcUrl) })
const wallet = (index: number) =>
  createWalletClient({ account: privateKeyToAccount(account(index).privateKey), transport: http(chain.rpcUrl) })

/** A 1-of-1 Safe 1.0.0 (owner: dev account 5) made by the 1.0.0 factory, funded with 1 ETH. */
async function createSafe100(): Promise<Address> {
  const initializer = encodeFunctionData({
    abi: setup100,
    args: [[account(5).address], 1n, zeroAddress, '0x', zeroAddress, 0n, zeroAddress],
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
  chain = await startDevChain()
  safe = await createSafe100()
  const tx = { to: account(7).address, value: parseEther('0.1'), nonce: 0 }
  const signer = account(5).privateKey as Hex
  const version = { address: safe, version: '1.0.0', chainId: chain.chainId }
  expect(await executeOnChain(chain.rpcUrl, account(9).privateKey as Hex, version, tx, [signer])).toBe('success')
  gateway = await startTestGateway(chain, { database: 'memory', indexer: { mode: 'tracked', trackedSafes: [safe] } })
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await chain?.stop()
})

describe('a tracked Safe 1.0.0', () => {
  it('shows its executed transaction in history as SUCCESS, with the nonce the chain has', async () => {
    const info = async () => (await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${safe}`)).body
    await eventually(info, (body: Json) => body?.nonce === 1, 'the tracked Safe to be served with nonce 1', {
      timeoutMs: 120_000,
    })
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
    const history = (await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${safe}/transactions/history`)).body
    const multisig = (history.results as Json[]).filter(
      (r) => r.type === 'TRANSACTION' && r.transaction?.executionInfo?.nonce === 0,
    )
    expect(multisig).toHaveLength(1)
    expect(multisig[0]?.transaction.txStatus).toBe('SUCCESS')
    expect((await info()).nonce).toBe(1)
  })
})
