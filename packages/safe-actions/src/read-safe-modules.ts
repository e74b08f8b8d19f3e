import { MODULES_PAGE_SIZE, SENTINEL, safeAbi } from '@concord/protocol'
import { type Address, type Client, isAddressEqual } from 'viem'
import { readContract } from 'viem/actions'
import { pinBlock } from './pin-block.js'
import type { SafeReadParameters } from './read-parameters.js'
import { settleRead } from './settle-read.js'

// Safe 1.0.0 lists its modules in one call only; getModulesPaginated came with 1.1.0.
const getModulesAbi = [
  {
    type: 'function',
    name: 'getModules',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address[]' }],
  },
] as const

/** Which Safe's modules to read; `pageSize` only to test the paging (the default holds every real Safe's modules). */
export type ReadSafeModulesParameters = SafeReadParameters & { pageSize?: bigint }

/**
 * The Safe's enabled modules in its list order, every page of them at one block (1.0.0: `getModules()`), or null
 * when no Safe answers at the address.
 */
export async function readSafeModules(
  client: Client,
  parameters: ReadSafeModulesParameters,
): Promise<Address[] | null> {
  const { address, pageSize = MODULES_PAGE_SIZE } = parameters
  const blockNumber = await pinBlock(client, parameters)
  const modules: Address[] = []
  let start: Address = SENTINEL
  for (;;) {
    const page = await settleRead(
      address,
      readContract(client, {
        address,
        abi: safeAbi,
        functionName: 'getModulesPaginated',
        args: [start, pageSize],
        blockNumber,
      }),
    )
    if (page === null) return modules.length === 0 ? readAllModules(client, address, blockNumber) : null
    const [items, next] = page
    const last = items.at(-1)
    // A module already listed means a loop: no Safe answers like that.
    if (items.some((item) => modules.includes(item))) return null
    modules.push(...items)
    if (last === undefined || isAddressEqual(next, SENTINEL)) return modules
    // The next page starts after this page's last module, not at `next`: 1.3.0 returns as `next` the first module
    // not listed, which a page starting there would skip (1.4.1 returns the last one listed).
    start = last
  }
}

/** All modules of a 1.0.0 Safe in one call, or null when that getter is missing too. */
async function readAllModules(client: Client, address: Address, blockNumber: bigint): Promise<Address[] | null> {
  const all = await settleRead(
    address,
    readContract(client, { address, abi: getModulesAbi, functionName: 'getModules', blockNumber }),
  )
  return all === null ? null : [...all]
}
