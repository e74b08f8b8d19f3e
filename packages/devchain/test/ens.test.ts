import { type Address, labelhash, namehash, zeroAddress, zeroHash } from 'viem'
import { normalize } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSigner } from '../src/chain/dev-accounts.js'
import { createDevClient, type DevClient } from '../src/chain/dev-client.js'
import { devEnsRegistryAbi, devEnsResolverAbi, devEnsResolverAddress } from '../src/ens/dev-ens-contracts.js'
import { reverseName } from '../src/ens/dev-ens-names.js'
import { seedDevEns } from '../src/ens/seed-dev-ens.js'
import {
  type DevChain,
  demoSafeSpec130,
  demoSafeSpec141,
  devAccounts,
  devEnsNames,
  devEnsRegistryAddress,
  startDevChain,
} from '../src/index.js'

let chain: DevChain
let client: DevClient
beforeAll(async () => {
  chain = await startDevChain()
  client = createDevClient(chain.rpcUrl, chain.chainId)
})
afterAll(() => chain?.stop())

// What an ENS client does on a chain with only a registry: registry.resolver(node), then resolver.addr(node).
async function resolve(name: string): Promise<Address> {
  const node = namehash(normalize(name))
  const resolver = await client.readContract({
    address: devEnsRegistryAddress,
    abi: devEnsRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return zeroAddress
  return client.readContract({ address: resolver, abi: devEnsResolverAbi, functionName: 'addr', args: [node] })
}

async function reverse(address: Address): Promise<string> {
  const node = namehash(reverseName(address))
  const resolver = await client.readContract({
    address: devEnsRegistryAddress,
    abi: devEnsRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return ''
  return client.readContract({ address: resolver, abi: devEnsResolverAbi, functionName: 'name', args: [node] })
}

describe('the dev chain ENS', () => {
  it('sits at the same registry address on every fresh chain, its root owned by the deployer (account 9)', async () => {
    // CREATE2 through the singleton factory with a fixed salt: this literal only changes with contracts/DevEns.sol.
    expect(devEnsRegistryAddress).toBe('0xf9DfA11e8133708008a40Ca1f92dDd503B861F2B')
    const root = await client.readContract({
      address: devEnsRegistryAddress,
      abi: devEnsRegistryAbi,
      functionName: 'owner',
      args: [zeroHash],
    })
    expect(root).toBe(devAccounts[9]?.address)
  })

  it('resolves the seeded names to the demo Safes and dev account 0', async () => {
    expect(devEnsNames.map(({ name, address }) => [name, address])).toEqual([
      ['demo.concord.eth', demoSafeSpec141.address],
      ['legacy.concord.eth', demoSafeSpec130.address],
      ['alice.concord.eth', devAccounts[0]?.address],
    ])
    for (const { name, address } of devEnsNames) expect(await resolve(name), name).toBe(address)
    // Names are normalised (UTS-46) before hashing, as every ENS client does.
    expect(await resolve('Demo.Concord.ETH')).toBe(demoSafeSpec141.address)
  })

  it('has a reverse record for each seeded address (EIP-181)', async () => {
    for (const { name, address } of devEnsNames) expect(await reverse(address), address).toBe(name)
    expect(await reverse(devAccounts[5]?.address ?? zeroAddress)).toBe('')
  })

  it('gives the zero address for a name nobody registered, or one registered without an address', async () => {
    expect(await resolve('demo.nope.eth')).toBe(zeroAddress)
    expect(await resolve('nobody.concord.eth')).toBe(zeroAddress)
    // concord.eth exists (it is the parent) but has no resolver.
    expect(await resolve('concord.eth')).toBe(zeroAddress)
  })

  it('the resolver announces EIP-165, addr (EIP-137) and name (EIP-181), nothing else', async () => {
    const supports = (id: `0x${string}`) =>
      client.readContract({
        address: devEnsResolverAddress,
        abi: devEnsResolverAbi,
        functionName: 'supportsInterface',
        args: [id],
      })
    expect([await supports('0x01ffc9a7'), await supports('0x3b3b57de'), await supports('0x691f3431')]).toEqual([
      true,
      true,
      true,
    ])
    expect(await supports('0xffffffff')).toBe(false)
  })

  it('only a node owner may change it: another account cannot take a seeded name', async () => {
    const stranger = devSigner(4)
    await expect(
      client.writeContract({
        address: devEnsRegistryAddress,
        abi: devEnsRegistryAbi,
        functionName: 'setSubnodeOwner',
        args: [namehash('concord.eth'), labelhash('demo'), stranger.address],
        account: stranger,
      }),
    ).rejects.toThrow(/caller does not own the node/)
    await expect(
      client.writeContract({
        address: devEnsResolverAddress,
        abi: devEnsResolverAbi,
        functionName: 'setAddr',
        args: [namehash('demo.concord.eth'), stranger.address],
        account: stranger,
      }),
    ).rejects.toThrow(/caller does not own the node/)
    expect(await resolve('demo.concord.eth')).toBe(demoSafeSpec141.address)
  })

  it('seeding again sends nothing', async () => {
    expect(await seedDevEns(client, devSigner(9))).toBe(0)
  })
})
