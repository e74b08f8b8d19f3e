import {
  encodeMultiSendCall,
  encodeSafeSetup,
  type KnownSafeVersion,
  planSafeUpdate,
  proxyCreationEventAbi_1_0_0,
  proxyCreationEventAbi_1_3_0,
  proxyCreationEventAbi_1_4_1,
  SAFE_VERSION_FACTS,
  versionContract,
} from '@concord/protocol'
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
import { executeFromDetails, executeOnChain } from './support/safe-chain.js'

// Safes of every version the registry knows but the two the other gateway tests use every day.
const versions = ['1.0.0', '1.1.1', '1.2.0', '1.5.0'] as const
type Version = (typeof versions)[number]

// 1.0.0's setup has no fallback handler parameter.
const setup100 = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address paymentToken, uint256 payment, address paymentReceiver)',
])
const factoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
])

let dev: DevGateway
const safes = {} as Record<Version, Address>
const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (found === undefined) throw new Error(`no dev account ${index}`)
  return found
}
const client = () => createPublicClient({ transport: http(dev.chain.rpcUrl) })
const get = async (path: string): Promise<{ status: number; body: Json }> => request(dev.gateway.url, path)

/** A 2-of-2 Safe of `version` (owners: dev accounts 5 and 6) made by that version's canonical factory. */
async function createSafeOf(version: KnownSafeVersion): Promise<Address> {
  const owners = [account(5).address, account(6).address]
  const handler = SAFE_VERSION_FACTS[version].defaultFallbackHandler
  const initializer =
    version === '1.0.0'
      ? encodeFunctionData({ abi: setup100, args: [owners, 2n, zeroAddress, '0x', zeroAddress, 0n, zeroAddress] })
      : encodeSafeSetup({
          owners,
          threshold: 2,
          fallbackHandler: (handler && versionContract(version, handler)) ?? zeroAddress,
        })
  const singleton = versionContract(version, version === '1.5.0' ? 'SafeL2' : 'Safe') as Address
  const wallet = createWalletClient({
    account: privateKeyToAccount(account(9).privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: versionContract(version, 'SafeProxyFactory') as Address,
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, BigInt(Date.now())],
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  const abi = [proxyCreationEventAbi_1_0_0, proxyCreationEventAbi_1_3_0, proxyCreationEventAbi_1_4_1]
  const [created] = parseEventLogs({ abi, logs: receipt.logs, eventName: 'ProxyCreation', strict: false })
  if (created?.args.proxy === undefined) throw new Error(`no ProxyCreation for Safe ${version}`)
  return getAddress(created.args.proxy)
}

beforeAll(async () => {
  dev = await startDevGateway()
  for (const version of versions) safes[version] = await createSafeOf(version)
  // Gas for the 1.1.1 Safe's executions and value to send.
  const funder = createWalletClient({
    account: privateKeyToAccount(account(0).privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  await client().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ chain: null, to: safes['1.1.1'], value: parseEther('1') }),
  })
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
}, 180_000)

afterAll(async () => {
  await dev?.stop()
})

describe('Safes of every version', () => {
  it('serves the seeded 1.1.1 and 1.5.0 demo Safes with their version, owners and nonce', async () => {
    const old = await get(`/v1/chains/31337/safes/${dev.chain.demo.safe111.address}`)
    expect(old.status).toBe(200)
    expect(old.body).toMatchObject({
      version: '1.1.1',
      implementationVersionState: 'OUTDATED',
      nonce: 1,
      threshold: 1,
      owners: [{ value: account(4).address }],
    })
    const current = await get(`/v1/chains/31337/safes/${dev.chain.demo.safe150.address}`)
    expect(current.body).toMatchObject({ version: '1.5.0', implementationVersionState: 'UP_TO_DATE', nonce: 1 })
  })

  it.each(versions)(
    'indexes a Safe %s made by its canonical factory, with its owners and threshold',
    async (version) => {
      const { status, body } = await get(`/v1/chains/31337/safes/${safes[version]}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ version, threshold: 2, nonce: 0 })
      expect(body.owners.map((o: Json) => o.value)).toEqual([account(5).address, account(6).address])
      expect(body.implementation.value).toBe(versionContract(version, version === '1.5.0' ? 'SafeL2' : 'Safe'))
      const owned = await get(`/v1/chains/31337/owners/${account(5).address}/safes`)
      expect(owned.body.safes).toContain(safes[version])
    },
  )

  it("shows the 1.1.1 demo Safe's executed transfer in its history (read from the transaction's input)", async () => {
    const { body } = await get(`/v1/chains/31337/safes/${dev.chain.demo.safe111.address}/transactions/history`)
    const executed = body.results.filter((item: Json) => item.type === 'TRANSACTION')
    expect(executed.some((item: Json) => item.transaction.executionInfo?.nonce === 0)).toBe(true)
  })
})

describe("Safe's own libraries of every version", () => {
  it('names SafeMigration 1.5.0 and SafeToL2Setup 1.5.0 and trusts them for DELEGATECALL', async () => {
    for (const [role, name] of [
      ['SafeMigration', 'SafeMigration 1.5.0'],
      ['SafeToL2Setup', 'SafeToL2Setup 1.5.0'],
    ] as const) {
      const address = versionContract('1.5.0', role) as Address
      const { status, body } = await get(`/v1/chains/31337/contracts/${address}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ displayName: name, trustedForDelegateCall: true })
    }
  })
})

describe('a 1.1.1 Safe (EIP-712 domain without the chain id)', () => {
  const safeOf = (): TestSafe => ({ address: safes['1.1.1'], version: '1.1.1', chainId: 31337 })
  const propose = (body: unknown) =>
    request(dev.gateway.url, `/v1/chains/31337/transactions/${safes['1.1.1']}/propose`, postJson(body))

  it('refuses a proposal hashed with the 1.3.0 domain, saying which domain it was hashed with', async () => {
    const tx = { to: account(7).address, value: parseEther('0.1'), nonce: 0 }
    const wrong = { ...safeOf(), version: '1.3.0' }
    const body = await proposalBody(wrong, tx, account(5))
    const response = await propose(body)
    expect(response.status).toBe(422)
    expect(response.body.message).toBe(
      "Invalid safeTxHash: it was hashed with the chain id, as for a Safe 1.3.0 or later, but this Safe is 1.1.1; hash it with this Safe's EIP-712 domain",
    )
  })

  it('takes a proposal and a confirmation, and moves it to history once executed on chain', async () => {
    const tx = { to: account(7).address, value: parseEther('0.1'), nonce: 0 }
    const proposed = await propose(await proposalBody(safeOf(), tx, account(5)))
    expect(proposed.status).toBe(200)
    const hash = safeTxHashOf(safeOf(), tx)
    const queued = await get(`/v1/chains/31337/safes/${safes['1.1.1']}/transactions/queued`)
    expect(JSON.stringify(queued.body)).toContain(hash)
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
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const after = (await get(`/v1/chains/31337/transactions/${hash}`)).body
    expect(after.txStatus).toBe('SUCCESS')
    expect(after.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const info = (await get(`/v1/chains/31337/safes/${safes['1.1.1']}`)).body
    expect(info.nonce).toBe(1)
  })
})

describe("a 1.1.1 Safe's update to the newer version", () => {
  it("is estimated (in the Safe's own code: the swapped-in singleton has no changeMasterCopy), and a failing call is a 422", async () => {
    const safe = safes['1.1.1']
    const info = (await get(`/v1/chains/31337/safes/${safe}`)).body
    const plan = planSafeUpdate({
      safeAddress: safe,
      version: info.version,
      implementation: info.implementation.value,
      fallbackHandler: info.fallbackHandler?.value ?? null,
      l2Chain: false,
    })
    if (plan === null) throw new Error('no update planned for a 1.1.1 Safe')
    const batch = {
      to: versionContract('1.1.1', 'MultiSend'),
      value: '0',
      data: encodeMultiSendCall(plan.calls),
      operation: 1,
    }
    const path = `/v2/chains/31337/safes/${safe}/multisig-transactions/estimations`
    const estimated = await request(dev.gateway.url, path, postJson(batch))
    expect(estimated.status).toBe(200)
    expect(BigInt(estimated.body.safeTxGas)).toBeGreaterThan(0n)

    // More ether than the Safe holds still fails, in words.
    const tooMuch = { to: account(7).address, value: parseEther('5').toString(), data: null, operation: 0 }
    const refused = await request(dev.gateway.url, path, postJson(tooMuch))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/Gas estimation failed/)
  })
})

describe("a 1.5.0 Safe's module guard", () => {
  // A contract that answers every call with 1: its supportsInterface says yes to IModuleGuard, and its checks pass.
  const YES = '0x600160005260206000f3'
  const guardAddress = getAddress('0x00000000000000000000000000000000000c0de5')
  const safeOf = () => ({ address: dev.chain.demo.safe150.address, version: '1.5.0', chainId: 31337 })
  const setModuleGuard = (guard: Address) =>
    encodeFunctionData({ abi: parseAbi(['function setModuleGuard(address moduleGuard)']), args: [guard] })

  it('is indexed from ChangedModuleGuard, served with the Safe, and cleared again', async () => {
    await client().request({ method: 'anvil_setCode' as never, params: [guardAddress, YES] as never })
    const signer = account(4).privateKey as Hex
    const nonce = (await get(`/v1/chains/31337/safes/${safeOf().address}`)).body.nonce
    const set = { to: safeOf().address, data: setModuleGuard(guardAddress), nonce }
    expect(await executeOnChain(dev.chain.rpcUrl, account(9).privateKey as Hex, safeOf(), set, [signer])).toBe(
      'success',
    )
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const guarded = (await get(`/v1/chains/31337/safes/${safeOf().address}`)).body
    expect(guarded.moduleGuard).toEqual({ value: guardAddress, name: null, logoUri: null })
    expect(guarded.guard).toBeNull()

    const clear = { to: safeOf().address, data: setModuleGuard(zeroAddress), nonce: nonce + 1 }
    expect(await executeOnChain(dev.chain.rpcUrl, account(9).privateKey as Hex, safeOf(), clear, [signer])).toBe(
      'success',
    )
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    expect((await get(`/v1/chains/31337/safes/${safeOf().address}`)).body.moduleGuard).toBeNull()
  })
})
