import { type DevChain, devAccounts, devEnsNames, devEnsRegistryAddress, startDevChain } from '@concord/devchain'
import { createPublicClient, createWalletClient, getAddress, http, labelhash, namehash, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensNameOf } from '../src/ens/ensNameOf'
import { ensRegistryOf } from '../src/ens/ensRegistryOf'
import { lookupEnsName } from '../src/ens/lookupEnsName'
import { resolveEnsName } from '../src/ens/resolveEnsName'
import { parseLoadInput } from '../src/features/welcome/parseLoadInput'

let chain: DevChain
let client: ReturnType<typeof createPublicClient>
beforeAll(async () => {
  chain = await startDevChain()
  client = createPublicClient({ transport: http(chain.rpcUrl) })
})
afterAll(() => chain?.stop())

const account = (index: number) => {
  const found = devAccounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found
}

describe('resolveEnsName on the dev chain (registry only, no universal resolver)', () => {
  it('resolves every seeded name, whatever its letter case', async () => {
    for (const { name, address } of devEnsNames) {
      expect(await resolveEnsName(client, devEnsRegistryAddress, name)).toBe(address)
    }
    expect(await resolveEnsName(client, devEnsRegistryAddress, 'DEMO.concord.eth')).toBe(chain.demo.safe.address)
  })

  it('gives null for a name without resolver or without address', async () => {
    expect(await resolveEnsName(client, devEnsRegistryAddress, 'demo.nope.eth')).toBeNull()
    expect(await resolveEnsName(client, devEnsRegistryAddress, 'concord.eth')).toBeNull()
  })
})

describe('lookupEnsName', () => {
  it('finds the primary name of the demo Safe and of account 0, and none for an unnamed account', async () => {
    expect(await lookupEnsName(client, devEnsRegistryAddress, chain.demo.safe.address)).toBe('demo.concord.eth')
    expect(await lookupEnsName(client, devEnsRegistryAddress, account(0).address)).toBe('alice.concord.eth')
    expect(await lookupEnsName(client, devEnsRegistryAddress, account(6).address)).toBeNull()
  })

  it('ignores a reverse record claiming a name that does not resolve back to the address', async () => {
    // Account 9 owns the root: it gives account 6 a reverse record that claims the demo Safe's name.
    const owner = createWalletClient({
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(account(9).privateKey),
    })
    const registryAbi = parseAbi([
      'function resolver(bytes32 node) view returns (address)',
      'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
    ])
    const resolver = await client.readContract({
      address: devEnsRegistryAddress,
      abi: registryAbi,
      functionName: 'resolver',
      args: [namehash('demo.concord.eth')],
    })
    const label = account(6).address.slice(2).toLowerCase()
    const send = async (hash: `0x${string}`) => {
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    }
    await send(
      await owner.writeContract({
        chain: null,
        address: devEnsRegistryAddress,
        abi: registryAbi,
        functionName: 'setSubnodeRecord',
        args: [namehash('addr.reverse'), labelhash(label), owner.account.address, resolver, 0n],
      }),
    )
    await send(
      await owner.writeContract({
        chain: null,
        address: resolver,
        abi: parseAbi(['function setName(bytes32 node, string name)']),
        functionName: 'setName',
        args: [namehash(`${label}.addr.reverse`), 'demo.concord.eth'],
      }),
    )
    expect(await lookupEnsName(client, devEnsRegistryAddress, account(6).address)).toBeNull()
  })
})

describe('reading what the user typed', () => {
  it('tells addresses, names (normalised) and the rest apart, with or without a network prefix', () => {
    const safe = chain.demo.safe.address
    expect(parseLoadInput(` ${safe.toLowerCase()} `, 'dev')).toEqual({
      kind: 'address',
      shortName: 'dev',
      address: safe,
    })
    expect(parseLoadInput(`eth:${safe}`, 'dev')).toEqual({ kind: 'address', shortName: 'eth', address: safe })
    expect(parseLoadInput('Demo.Concord.eth', 'dev')).toEqual({
      kind: 'name',
      shortName: 'dev',
      name: 'demo.concord.eth',
    })
    expect(parseLoadInput('dev:vitalik.eth', 'eth')).toEqual({ kind: 'name', shortName: 'dev', name: 'vitalik.eth' })
    expect(parseLoadInput('0x12', 'dev')).toEqual({ kind: 'invalid' })
    expect(parseLoadInput('demo.', 'dev')).toEqual({ kind: 'invalid' })
    expect(parseLoadInput('not a name', 'dev')).toEqual({ kind: 'invalid' })
    expect(parseLoadInput('   ', 'dev')).toEqual({ kind: 'empty' })
    expect(ensNameOf(getAddress(safe))).toBeNull()
  })

  it('looks names up only where DOMAIN_LOOKUP is on and the chain has a registry', () => {
    const registry = devEnsRegistryAddress
    expect(ensRegistryOf({ features: ['DOMAIN_LOOKUP'], ensRegistryAddress: registry })).toBe(registry)
    expect(ensRegistryOf({ features: ['ERC721'], ensRegistryAddress: registry })).toBeNull()
    expect(ensRegistryOf({ features: ['DOMAIN_LOOKUP'], ensRegistryAddress: null })).toBeNull()
    expect(ensRegistryOf(undefined)).toBeNull()
  })
})
