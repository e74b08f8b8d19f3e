import {
  encodeExecTransaction,
  encodeMultiSendCall,
  encodeSafeSetup,
  getSafeTxTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  hashSafeTx,
  type KnownSafeVersion,
  planSafeUpdate,
  registryAddresses,
  SAFE_STORAGE_SLOTS,
  SAFE_VERSION_FACTS,
  type SafeTransactionData,
  versionContract,
  versionOfSingleton,
} from '@concord/protocol'
import fc from 'fast-check'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  type LocalAccount,
  parseAbi,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSigner } from '../src/chain/dev-accounts.js'
import { createDevClient, type DevClient } from '../src/chain/dev-client.js'
import { type DevChain, startDevChain } from '../src/index.js'
import { anySafeTx } from './support.js'

// The versions the dev chain has beside 1.3.0 and 1.4.1 (those are checked in protocol-crosscheck.test.ts).
const versions = ['1.0.0', '1.1.1', '1.2.0', '1.5.0'] as const
type Version = (typeof versions)[number]

const safeReads = parseAbi([
  'function VERSION() view returns (string)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function getMessageHash(bytes message) view returns (bytes32)',
  'function getTransactionHash(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 _nonce) view returns (bytes32)',
])
const handlerReads = parseAbi(['function getMessageHashForSafe(address safe, bytes message) view returns (bytes32)'])
const factoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address proxy)',
  'event ProxyCreation(address proxy, address singleton)',
  'event ProxyCreation(address indexed proxy, address singleton)',
])
// 1.0.0's setup has no fallback handler.
const setup100 = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address paymentToken, uint256 payment, address paymentReceiver)',
])

let chain: DevChain
let client: DevClient
const safes = {} as Record<Version, Address>

/** A 1-of-1 Safe of `version` owned by dev account 0, made through that version's canonical factory. */
async function createSafe(version: Version): Promise<Address> {
  const owner = devSigner(0).address
  const handler = SAFE_VERSION_FACTS[version].defaultFallbackHandler
  const initializer =
    version === '1.0.0'
      ? encodeFunctionData({
          abi: setup100,
          args: [[owner], 1n, zeroAddress, '0x', zeroAddress, 0n, zeroAddress],
        })
      : encodeSafeSetup({
          owners: [owner],
          threshold: 1,
          fallbackHandler: (handler && versionContract(version, handler)) ?? zeroAddress,
        })
  const singleton = versionContract(version, 'Safe') as Address
  const hash = await client.writeContract({
    account: devSigner(9),
    address: versionContract(version, 'SafeProxyFactory') as Address,
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, BigInt(versions.indexOf(version))],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({ abi: factoryAbi, logs: receipt.logs, eventName: 'ProxyCreation' })
  if (created === undefined) throw new Error(`no ProxyCreation for ${version}`)
  return getAddress(created.args.proxy)
}

beforeAll(async () => {
  chain = await startDevChain()
  client = createDevClient(chain.rpcUrl, chain.chainId)
  for (const version of versions) safes[version] = await createSafe(version)
}, 120_000)
afterAll(() => chain?.stop())

describe('the other Safe versions on the dev chain', () => {
  it('has code at every canonical address the registry lists for them', async () => {
    expect(chain.otherVersions).toEqual({
      '1.0.0': registryAddresses['1.0.0'].canonical,
      '1.1.1': registryAddresses['1.1.1'].canonical,
      '1.2.0': registryAddresses['1.2.0'].canonical,
      '1.5.0': registryAddresses['1.5.0'].canonical,
    })
    for (const [version, roles] of Object.entries(chain.otherVersions)) {
      for (const [role, address] of Object.entries(roles)) {
        expect(await client.getCode({ address }), `${role} ${version}`).toMatch(/^0x[0-9a-f]{2,}/)
      }
    }
  })

  it.each(versions)('a Safe %s made by its canonical factory reports its version, owner and threshold', async (v) => {
    const read = <F extends 'VERSION' | 'getOwners' | 'getThreshold'>(functionName: F) =>
      client.readContract({ address: safes[v], abi: safeReads, functionName })
    expect(await read('VERSION')).toBe(v)
    expect(await read('getOwners')).toEqual([devSigner(0).address])
    expect(await read('getThreshold')).toBe(1n)
  })
})

describe('hashes computed here equal the contracts’ own, for every other version', () => {
  const safeTx = anySafeTx(200)
  const domainOf = (version: KnownSafeVersion) => ({
    chainId: chain.chainId,
    safeAddress: safes[version as Version],
    version,
  })

  it.each(versions)('hashSafeTx equals Safe %s getTransactionHash for random transactions', async (version) => {
    await fc.assert(
      fc.asyncProperty(safeTx, async (tx) => {
        const onChain = await client.readContract({
          address: safes[version],
          abi: safeReads,
          functionName: 'getTransactionHash',
          args: [
            tx.to,
            tx.value,
            tx.data,
            tx.operation,
            tx.safeTxGas,
            tx.baseGas,
            tx.gasPrice,
            tx.gasToken,
            tx.refundReceiver,
            tx.nonce,
          ],
        })
        expect(hashSafeTx({ ...domainOf(version), tx })).toBe(onChain)
      }),
      { numRuns: 30 },
    )
  })

  it.each(versions)('hashSafeMessage equals Safe %s getMessageHash for random messages', async (version) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (message) => {
        const content: Hex = hashSafeMessageContent(message)
        // Before 1.3.0 the Safe hashes messages itself; from 1.3.0 its fallback handler does.
        const onChain =
          SAFE_VERSION_FACTS[version].messagesOn === 'safe'
            ? await client.readContract({
                address: safes[version],
                abi: safeReads,
                functionName: 'getMessageHash',
                args: [content],
              })
            : await client.readContract({
                address: versionContract(version, 'CompatibilityFallbackHandler') as Address,
                abi: handlerReads,
                functionName: 'getMessageHashForSafe',
                args: [safes[version], content],
              })
        expect(hashSafeMessage({ ...domainOf(version), message })).toBe(onChain)
      }),
      { numRuns: 20 },
    )
  })
})

const nonceAbi = parseAbi(['function nonce() view returns (uint256)'])

/** Executes one call as a 1-of-1 Safe of `version` whose owner is `owner`, signed with that version's EIP-712 domain. */
async function execute(
  safe: Address,
  version: KnownSafeVersion,
  owner: LocalAccount,
  call: { to: Address; data: Hex; operation: 0 | 1 },
) {
  const nonce = await client.readContract({ address: safe, abi: nonceAbi, functionName: 'nonce' })
  const tx: SafeTransactionData = {
    ...call,
    value: 0n,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce,
  }
  const signature = await owner.signTypedData(
    getSafeTxTypedData({ chainId: chain.chainId, safeAddress: safe, version, tx }),
  )
  // execTransaction's arguments are the same from 1.0.0 to 1.5.0.
  const data = encodeExecTransaction(tx, signature)
  const hash = await client.sendTransaction({ account: devSigner(9), to: safe, data, chain: null })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

/** The Safe's singleton and fallback handler, read from its storage. */
async function readSetup(safe: Address) {
  const word = async (slot: Hex) =>
    getAddress(`0x${((await client.getStorageAt({ address: safe, slot })) ?? '0x').slice(-40)}`)
  return {
    singleton: await word(SAFE_STORAGE_SLOTS.singleton),
    handler: await word(SAFE_STORAGE_SLOTS.fallbackHandler),
  }
}

describe('updating a Safe along the registry’s path', () => {
  it.each(['1.0.0', '1.1.1', '1.2.0'] as const)(
    'a %s Safe becomes 1.4.1 with its owners, in one MultiSend',
    async (v) => {
      const safe = safes[v]
      const plan = planSafeUpdate({
        safeAddress: safe,
        version: v,
        implementation: versionContract(v, 'Safe') as Address,
        fallbackHandler: null,
        l2Chain: false,
      })
      if (plan === null) throw new Error('no plan')
      await execute(safe, v, devSigner(0), {
        to: versionContract(v, 'MultiSend') as Address,
        data: encodeMultiSendCall(plan.calls),
        operation: 1,
      })
      expect(await client.readContract({ address: safe, abi: safeReads, functionName: 'VERSION' })).toBe('1.4.1')
      expect(await client.readContract({ address: safe, abi: safeReads, functionName: 'getOwners' })).toEqual([
        devSigner(0).address,
      ])
      expect(await readSetup(safe)).toEqual({
        singleton: plan.singleton,
        handler: registryAddresses['1.4.1'].canonical.CompatibilityFallbackHandler,
      })
    },
  )

  it('the 1.3.0 L2 demo Safe becomes a 1.5.0 L2 Safe through SafeMigration, with the 1.5.0 handler', async () => {
    const safe = chain.demo.safe130.address
    const before = await readSetup(safe)
    expect(versionOfSingleton(before.singleton)).toEqual({ version: '1.3.0', l2: true })
    const plan = planSafeUpdate({
      safeAddress: safe,
      version: '1.3.0',
      implementation: before.singleton,
      fallbackHandler: before.handler,
      l2Chain: true,
    })
    const [call] = plan?.calls ?? []
    if (call === undefined) throw new Error('no plan')
    await execute(safe, '1.3.0', devSigner(3), call)
    expect(await client.readContract({ address: safe, abi: safeReads, functionName: 'VERSION' })).toBe('1.5.0')
    expect(await readSetup(safe)).toEqual({
      singleton: registryAddresses['1.5.0'].canonical.SafeL2,
      handler: registryAddresses['1.5.0'].canonical.CompatibilityFallbackHandler,
    })
  })
})

describe('the dev price feeds', () => {
  it('answer as Chainlink feeds do: 8 decimals, a description, and the latest round with the time it was set', async () => {
    const { devPriceFeedAbi, devPriceFeeds } = await import('../src/index.js')
    const feed = { address: devPriceFeeds['ETH / USD'], abi: devPriceFeedAbi } as const
    expect(chain.priceFeeds).toEqual(devPriceFeeds)
    expect(await client.readContract({ ...feed, functionName: 'decimals' })).toBe(8)
    expect(await client.readContract({ ...feed, functionName: 'description' })).toBe('ETH / USD')
    const [round, answer, , updatedAt] = await client.readContract({ ...feed, functionName: 'latestRoundData' })
    expect(round).toBeGreaterThan(0n)
    expect(answer).toBe(2_000_00000000n)
    expect(updatedAt).toBeGreaterThan(0n)
  })
})
