import { type DevChain, devAccounts, startDevChain } from '@concord/devchain'
import { canonicalAddresses, safeAbi } from '@concord/protocol'
import { type Address, createPublicClient, getAddress, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  readSafeModules,
  readSafeOwners,
  readSafeSettings,
  readSafeState,
  readSafeVersion,
  SafeActionsError,
  SafeRpcUnreachableError,
} from '../src/index.js'
import { anvilClient, createLegacySafe, writeModules } from './support.js'

let chain: DevChain
let client: PublicClient
let anvil: ReturnType<typeof anvilClient>
const owners = [0, 1, 2].map((i) => (devAccounts[i] as { address: Address }).address)
const modules = [
  '0x00000000000000000000000000000000000000a1',
  '0x00000000000000000000000000000000000000b2',
  '0x00000000000000000000000000000000000000c3',
].map((m) => getAddress(m))
const legacy = {} as Record<'1.0.0' | '1.2.0', Address>

beforeAll(async () => {
  chain = await startDevChain()
  client = createPublicClient({ transport: http(chain.rpcUrl) })
  anvil = anvilClient(chain.rpcUrl)
  legacy['1.0.0'] = await createLegacySafe(anvil, '1.0.0', owners, 2n)
  legacy['1.2.0'] = await createLegacySafe(anvil, '1.2.0', owners, 2n)
}, 120_000)
afterAll(() => chain?.stop())

describe('readSafeState on the demo Safes', () => {
  it('reads the 1.4.1 demo Safe as its getters show it, at one block', async () => {
    const address = chain.demo.safe.address
    const state = await readSafeState(client, { address })
    const read = <F extends 'getOwners' | 'getThreshold' | 'nonce'>(functionName: F) =>
      client.readContract({ address, abi: safeAbi, functionName })
    expect(state).not.toBeNull()
    expect(state?.owners).toEqual(await read('getOwners'))
    expect(state?.threshold).toBe(await read('getThreshold'))
    expect(state?.nonce).toBe(await read('nonce'))
    expect(state?.version).toBe('1.4.1')
    expect([canonicalAddresses['1.4.1'].Safe, canonicalAddresses['1.4.1'].SafeL2]).toContain(state?.singleton)
    expect(state?.fallbackHandler).not.toBeNull()
    expect(state?.guard).toBeNull()
    expect(state?.blockNumber).toBe(await client.getBlockNumber({ cacheTime: 0 }))
  })

  it('reads the 1.3.0 demo Safe, and its state at an earlier block when asked for one', async () => {
    const address = chain.demo.safe130.address
    const before = await readSafeState(client, { address })
    expect(before?.version).toBe('1.3.0')
    expect(before?.owners).toEqual(chain.demo.safe130.owners)
    await writeModules(anvil, address, modules)
    const now = await readSafeState(client, { address })
    expect(now?.modules).toEqual(modules)
    const then = await readSafeState(client, { address, blockNumber: before?.blockNumber as bigint })
    expect(then).toEqual(before)
  })
})

describe('every page of modules, whatever the version', () => {
  it.each(['1.4.1', '1.3.0'] as const)('pages through a %s Safe’s modules a page at a time', async (version) => {
    const address = version === '1.4.1' ? chain.demo.safe.address : chain.demo.safe130.address
    await writeModules(anvil, address, modules)
    for (const pageSize of [1n, 2n, 3n, 10n])
      expect(await readSafeModules(client, { address, pageSize }), `page size ${pageSize}`).toEqual(modules)
  })

  it.each(['1.0.0', '1.2.0'] as const)('lists a %s Safe’s modules (1.0.0 has no getModulesPaginated)', async (v) => {
    const address = legacy[v]
    expect(await readSafeModules(client, { address })).toEqual([])
    await writeModules(anvil, address, modules)
    expect(await readSafeModules(client, { address, pageSize: 2n })).toEqual(modules)
  })
})

describe('legacy Safes', () => {
  it.each(['1.0.0', '1.2.0'] as const)('reads a %s Safe: no guard before 1.3.0', async (version) => {
    const state = await readSafeState(client, { address: legacy[version] })
    expect(state).toMatchObject({ owners, threshold: 2n, nonce: 0n, version, guard: null })
    expect(state?.fallbackHandler === null).toBe(version === '1.0.0')
  })
})

describe('where no Safe is', () => {
  it('answers null for an EOA, a contract that is not a Safe, and an empty address', async () => {
    const eoa = owners[0] as Address
    const notASafe = canonicalAddresses['1.4.1'].MultiSend
    for (const address of [eoa, notASafe, getAddress('0x00000000000000000000000000000000deadbeef')]) {
      expect(await readSafeState(client, { address }), address).toBeNull()
      expect(await readSafeSettings(client, { address }), address).toBeNull()
      expect(await readSafeOwners(client, { address }), address).toBeNull()
      expect(await readSafeModules(client, { address }), address).toBeNull()
    }
    expect(await readSafeVersion(client, { address: eoa })).toBeNull()
  })

  it('throws SafeRpcUnreachableError (code RPC_UNREACHABLE) when the node does not answer', async () => {
    const down = createPublicClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0 }) })
    const error = await readSafeState(down, { address: chain.demo.safe.address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SafeRpcUnreachableError)
    expect(error).toBeInstanceOf(SafeActionsError)
    expect((error as SafeActionsError).code).toBe('RPC_UNREACHABLE')
    const owners = await readSafeOwners(down, { address: chain.demo.safe.address }).catch((e: unknown) => e)
    expect((owners as SafeActionsError).code).toBe('RPC_UNREACHABLE')
  })
})
