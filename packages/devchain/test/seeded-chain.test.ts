import {
  ALLOWANCE_MODULE_ADDRESS,
  canonicalAddresses,
  encodeSafeSetup,
  predictSafeAddress,
  proxyCreationCode,
  registryAddresses,
  safeAbisByVersion,
} from '@concord/protocol'
import { type Address, getAddress, keccak256, parseAbi, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevClient, type DevClient } from '../src/chain/dev-client.js'
import {
  DEPLOYED_SAFE_VERSIONS,
  type DevChain,
  demoErc20Abi,
  demoErc721Abi,
  demoSafe130History,
  demoSafeHistory,
  demoSafeSpec111,
  demoSafeSpec130,
  demoSafeSpec141,
  demoSafeSpec150,
  devAccounts,
  devEnsRegistryAddress,
  SAFE_MIGRATION_141,
  SAFE_SINGLETON_FACTORY,
  seedDevChain,
  startDevChain,
  versionDemoHistory,
} from '../src/index.js'
import { readSafeArtifact } from '../src/safe/safe-artifacts.js'

let chain: DevChain
let client: DevClient
beforeAll(async () => {
  chain = await startDevChain()
  client = createDevClient(chain.rpcUrl, chain.chainId)
})
afterAll(() => chain?.stop())

const account = (index: number): Address => {
  const found = devAccounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found.address
}
const erc20Balance = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: demoErc20Abi, functionName: 'balanceOf', args: [owner] })
const nftOwner = (id: bigint) =>
  client.readContract({ address: chain.tokens.nft.address, abi: demoErc721Abi, functionName: 'ownerOf', args: [id] })
const code = async (address: Address) => (await client.getCode({ address })) ?? '0x'

describe('Safe contracts', () => {
  it.each(DEPLOYED_SAFE_VERSIONS)(
    'every canonical Safe %s contract has code at its canonical address',
    async (version) => {
      expect(chain.contracts[version]).toEqual(canonicalAddresses[version])
      for (const [name, address] of Object.entries(canonicalAddresses[version])) {
        expect(await code(address), `${name} ${version}`).not.toBe('0x')
      }
    },
  )

  it('SignMessageLib 1.3.0 has the npm runtime code at its canonical address', async () => {
    const expected = readSafeArtifact('1.3.0', 'SignMessageLib').deployedBytecode
    expect(await code(canonicalAddresses['1.3.0'].SignMessageLib)).toBe(expected)
  })

  it('SafeMigration 1.4.1 has the canonical code hash and targets the 1.4.1 singletons', async () => {
    // codeHash of the canonical deployment in @safe-global/safe-deployments (v1.4.1/safe_migration.json).
    expect(keccak256(await code(SAFE_MIGRATION_141))).toBe(
      '0xc00d7921460cd5a05393e7772e634bd7d212f356356aa3a77f0120a9b8e25e99',
    )
    const abi = parseAbi([
      'function SAFE_SINGLETON() view returns (address)',
      'function SAFE_L2_SINGLETON() view returns (address)',
      'function SAFE_FALLBACK_HANDLER() view returns (address)',
    ])
    const read = (functionName: 'SAFE_SINGLETON' | 'SAFE_L2_SINGLETON' | 'SAFE_FALLBACK_HANDLER') =>
      client.readContract({ address: SAFE_MIGRATION_141, abi, functionName })
    const target = canonicalAddresses['1.4.1']
    expect(await read('SAFE_SINGLETON')).toBe(target.Safe)
    expect(await read('SAFE_L2_SINGLETON')).toBe(target.SafeL2)
    expect(await read('SAFE_FALLBACK_HANDLER')).toBe(target.CompatibilityFallbackHandler)
  })

  it.each(DEPLOYED_SAFE_VERSIONS)(
    'the Safe %s factory deploys the proxy creation code @concord/protocol knows',
    async (version) => {
      const onChain = await client.readContract({
        address: canonicalAddresses[version].SafeProxyFactory,
        abi: safeAbisByVersion[version].SafeProxyFactory,
        functionName: 'proxyCreationCode',
      })
      expect(onChain).toBe(proxyCreationCode(version))
    },
  )
})

describe('demo tokens', () => {
  it('sit at the same addresses on every fresh chain, with the advertised metadata', async () => {
    // CREATE2 through the singleton factory with fixed salts: these literals only change with the token bytecode.
    expect(chain.tokens).toEqual({
      usdc: {
        address: '0xED989C1533814919395725831330CE545E2E9c12',
        name: 'Demo USD Coin',
        symbol: 'dUSDC',
        decimals: 6,
      },
      dai: { address: '0x55dFDB515361494317c099dAc95749bFfBc1DBBF', name: 'Demo DAI', symbol: 'dDAI', decimals: 18 },
      nft: { address: '0x8d116771e144a2b44a59006E052260F2C5A49F1e', name: 'Concord Demo NFT', symbol: 'CDNFT' },
    })
    for (const token of [chain.tokens.usdc, chain.tokens.dai]) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: token.address, abi: demoErc20Abi, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        token.name,
        token.symbol,
        token.decimals,
      ])
    }
    const nft = chain.tokens.nft
    const readNft = (functionName: 'name' | 'symbol') =>
      client.readContract({ address: nft.address, abi: demoErc721Abi, functionName })
    expect([await readNft('name'), await readNft('symbol')]).toEqual([nft.name, nft.symbol])
  })

  it('gives each NFT its metadata and an SVG picture on chain, as data: URIs a wallet shows without a server', async () => {
    const uri = await client.readContract({
      address: chain.tokens.nft.address,
      abi: demoErc721Abi,
      functionName: 'tokenURI',
      args: [1n],
    })
    const prefix = 'data:application/json;base64,'
    expect(uri.startsWith(prefix)).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
    expect(metadata).toMatchObject({ name: 'Concord Demo NFT #1', description: expect.any(String) })
    const image = 'data:image/svg+xml;base64,'
    expect(metadata.image.startsWith(image)).toBe(true)
    const svg = Buffer.from(metadata.image.slice(image.length), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*>#1<\/text><\/svg>$/)
  })
})

describe('the 1.4.1 demo Safe', () => {
  const h = demoSafeHistory

  it('is where predictSafeAddress says, and where the factory reported creating it', async () => {
    const initializer = encodeSafeSetup({
      owners: [account(0), account(1), account(2)],
      threshold: 2,
      fallbackHandler: canonicalAddresses['1.4.1'].CompatibilityFallbackHandler,
    })
    const predicted = predictSafeAddress({
      factory: canonicalAddresses['1.4.1'].SafeProxyFactory,
      singleton: canonicalAddresses['1.4.1'].SafeL2,
      initializer,
      saltNonce: demoSafeSpec141.saltNonce,
      version: '1.4.1',
    })
    const logs = await client.getLogs({ address: canonicalAddresses['1.4.1'].SafeProxyFactory, fromBlock: 0n })
    const created = parseEventLogs({
      abi: safeAbisByVersion['1.4.1'].SafeProxyFactory,
      logs,
      eventName: 'ProxyCreation',
    })
    expect(created.map((log) => log.args.proxy)).toEqual([predicted])
    expect(chain.demo.safe.address).toBe(predicted)
  })

  it('ends 2-of-4 at nonce 4 with owners 3, 0, 1, 2', async () => {
    const abi = safeAbisByVersion['1.4.1'].SafeL2
    const address = chain.demo.safe.address
    const owners = h.finalOwnerIndexes.map(account)
    expect(await client.readContract({ address, abi, functionName: 'getOwners' })).toEqual(owners)
    expect(await client.readContract({ address, abi, functionName: 'getThreshold' })).toBe(2n)
    expect(await client.readContract({ address, abi, functionName: 'nonce' })).toBe(h.finalNonce)
    expect(await client.readContract({ address, abi, functionName: 'VERSION' })).toBe('1.4.1')
    expect(chain.demo.safe).toEqual({ address, version: '1.4.1', deployed: true, owners, threshold: 2, nonce: 4 })
  })

  it('holds what it received minus what it sent', async () => {
    const safe = chain.demo.safe.address
    expect(await client.getBalance({ address: safe })).toBe(h.receivedEth - h.sentEth)
    expect(await erc20Balance(chain.tokens.usdc.address, safe)).toBe(h.receivedUsdc - h.sentUsdc)
    expect(await erc20Balance(chain.tokens.dai.address, safe)).toBe(h.receivedDai)
    expect(await nftOwner(1n)).toBe(safe)
    expect(await nftOwner(h.sentNftId)).toBe(account(5))
    expect(await erc20Balance(chain.tokens.usdc.address, account(5))).toBe(h.sentUsdc)
  })

  it('has its history as real Safe events, as an indexer reads them', async () => {
    const logs = await client.getLogs({ address: chain.demo.safe.address, fromBlock: 0n })
    const events = parseEventLogs({ abi: safeAbisByVersion['1.4.1'].SafeL2, logs })
    const count = (name: string) => events.filter((event) => event.eventName === name).length
    expect({
      SafeSetup: count('SafeSetup'),
      SafeReceived: count('SafeReceived'),
      SafeMultiSigTransaction: count('SafeMultiSigTransaction'),
      ExecutionSuccess: count('ExecutionSuccess'),
      AddedOwner: count('AddedOwner'),
      ChangedThreshold: count('ChangedThreshold'),
      ApproveHash: count('ApproveHash'),
    }).toEqual({
      SafeSetup: 1,
      SafeReceived: 1,
      SafeMultiSigTransaction: 4,
      ExecutionSuccess: 4,
      AddedOwner: 1,
      ChangedThreshold: 2,
      ApproveHash: 1,
    })
    // The batch went through MultiSendCallOnly by DELEGATECALL; its relayer was dev account 9, not an owner.
    const executions = parseEventLogs({
      abi: safeAbisByVersion['1.4.1'].SafeL2,
      logs,
      eventName: 'SafeMultiSigTransaction',
    })
    const batch = executions[1]
    expect(batch?.args).toMatchObject({
      to: canonicalAddresses['1.4.1'].MultiSendCallOnly,
      operation: 1,
    })
    const transaction = await client.getTransaction({ hash: batch?.transactionHash ?? '0x' })
    expect(getAddress(transaction.from)).toBe(account(9))
  })
})

describe('the 1.3.0 demo Safe', () => {
  it('is a 1-of-1 SafeL2 1.3.0 owned by account 3, with one executed transaction', async () => {
    const abi = safeAbisByVersion['1.3.0'].SafeL2
    const address = demoSafeSpec130.address
    expect(chain.demo.safe130).toEqual({
      address,
      version: '1.3.0',
      deployed: true,
      owners: [account(3)],
      threshold: 1,
      nonce: 1,
    })
    expect(await client.readContract({ address, abi, functionName: 'VERSION' })).toBe('1.3.0')
    expect(await client.readContract({ address, abi, functionName: 'nonce' })).toBe(demoSafe130History.finalNonce)
    expect(await client.getBalance({ address })).toBe(demoSafe130History.receivedEth - demoSafe130History.sentEth)
    expect(await erc20Balance(chain.tokens.dai.address, address)).toBe(demoSafe130History.receivedDai)
  })
})

describe('the 1.1.1 and 1.5.0 demo Safes', () => {
  const versionOf = parseAbi([
    'function VERSION() view returns (string)',
    'function getOwners() view returns (address[])',
  ])
  const singletonSlot = '0x0000000000000000000000000000000000000000000000000000000000000000'
  const singletonOf = async (address: Address) =>
    getAddress(`0x${((await client.getStorageAt({ address, slot: singletonSlot })) ?? '0x').slice(-40)}`)

  it('the 1.1.1 Safe proxies the plain 1.1.1 singleton, is owned 1-of-1 by account 4 and sent 0.25 ETH', async () => {
    const address = demoSafeSpec111.address
    expect(chain.demo.safe111).toEqual({
      address,
      version: '1.1.1',
      deployed: true,
      owners: [account(4)],
      threshold: 1,
      nonce: 1,
    })
    expect(await client.readContract({ address, abi: versionOf, functionName: 'VERSION' })).toBe('1.1.1')
    expect(await singletonOf(address)).toBe(getAddress(registryAddresses['1.1.1'].canonical.Safe))
    const h = versionDemoHistory['1.1.1']
    expect(await client.getBalance({ address })).toBe(h.receivedEth - h.sentEth)
  })

  it('the 1.5.0 Safe proxies the 1.5.0 SafeL2, is owned 1-of-1 by account 4 and sent 50 dUSDC', async () => {
    const address = demoSafeSpec150.address
    expect(chain.demo.safe150).toMatchObject({
      address,
      version: '1.5.0',
      owners: [account(4)],
      threshold: 1,
      nonce: 1,
    })
    expect(await client.readContract({ address, abi: versionOf, functionName: 'VERSION' })).toBe('1.5.0')
    expect(await singletonOf(address)).toBe(getAddress(registryAddresses['1.5.0'].canonical.SafeL2))
    const h = versionDemoHistory['1.5.0']
    expect(await erc20Balance(chain.tokens.usdc.address, address)).toBe(h.receivedUsdc - h.sentUsdc)
    expect(await erc20Balance(chain.tokens.usdc.address, account(6))).toBeGreaterThanOrEqual(h.sentUsdc)
  })
})

describe('seeding again', () => {
  it('sends nothing and changes nothing', async () => {
    const before = await snapshot()
    const lines: string[] = []
    const again = await seedDevChain(chain.rpcUrl, { onProgress: (line) => lines.push(line) })
    expect(again.transactions).toBe(0)
    expect(again.demo).toEqual(chain.demo)
    expect(await snapshot()).toEqual(before)
    expect(lines).toEqual([
      'contracts: Safe 1.4.1 already deployed',
      'contracts: Safe 1.3.0 already deployed',
      'contracts: demo tokens already deployed (dUSDC, dDAI, CDNFT)',
      'demo Safes: already seeded',
      'contracts: SafeMigration 1.4.1 already deployed',
      `contracts: ENS registry at ${devEnsRegistryAddress} already deployed (demo.concord.eth, legacy.concord.eth, alice.concord.eth)`,
      'contracts: Safe 1.0.0, 1.1.1 and 1.2.0 already placed',
      'contracts: Safe 1.5.0 already deployed',
      'contracts: price feeds already deployed (ETH / USD, USDC / USD)',
      `contracts: AllowanceModule stand-in at ${ALLOWANCE_MODULE_ADDRESS} already placed`,
    ])
  })

  async function snapshot() {
    const safe = chain.demo.safe.address
    return {
      block: await client.getBlockNumber(),
      factoryCode: await code(SAFE_SINGLETON_FACTORY),
      eth: await client.getBalance({ address: safe }),
      usdc: await erc20Balance(chain.tokens.usdc.address, safe),
      deployerNonce: await client.getTransactionCount({ address: account(9) }),
      funderNonce: await client.getTransactionCount({ address: account(0) }),
    }
  }
})
