import {
  applyOwnerChange,
  explainOwnershipDeadlock,
  findOwnershipDeadlock,
  type OwnershipSetup,
} from '@concord/protocol'
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import type { Queryable } from '../../../db/db.js'
import { invalidInput } from '../../../errors.js'
import { safes } from '../safe-repository.js'

// A bound on the Safes read per proposal: real ownership trees are a few levels deep; a larger one is not walked past.
const MAX_TREE_SAFES = 64

/** The indexed Safes among `owners` and their owners, transitively (up to MAX_TREE_SAFES), by lowercased address. */
async function readOwnershipTree(
  db: Queryable,
  chainId: string,
  owners: readonly Address[],
): Promise<Map<string, OwnershipSetup>> {
  const tree = new Map<string, OwnershipSetup>()
  const seen = new Set<string>()
  const queue = [...owners]
  while (queue.length > 0 && seen.size < MAX_TREE_SAFES) {
    const next = queue.shift() as Address
    const key = next.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    const row = await safes.byAddress(db, chainId, getAddress(next))
    if (row === null) continue
    const setup = { owners: row.owners.map((o) => getAddress(o)), threshold: row.threshold }
    tree.set(key, setup)
    queue.push(...setup.owners)
  }
  return tree
}

/**
 * Safe's deadlock check on a proposal: an owner change of the Safe itself (add, remove, swap owner, change threshold)
 * that would leave Safes owning each other in a loop, or no externally owned key able to reach the threshold through
 * the ownership tree, is a 422 that says so. Owners the gateway has not indexed as Safes count as keys.
 */
export async function refuseOwnershipDeadlock(
  db: Queryable,
  chainId: string,
  safe: { address: Address; owners: readonly string[]; threshold: number },
  call: { to: Address; data: Hex | null; operation: 0 | 1 },
): Promise<void> {
  if (call.operation !== 0 || !isAddressEqual(call.to, safe.address)) return
  const current = { owners: safe.owners.map((o) => getAddress(o)), threshold: safe.threshold }
  const next = applyOwnerChange(current, call.data)
  if (next === null) return
  const tree = await readOwnershipTree(db, chainId, next.owners)
  tree.delete(safe.address.toLowerCase())
  const deadlock = findOwnershipDeadlock(safe.address, next, tree)
  if (deadlock !== null) throw invalidInput(explainOwnershipDeadlock(deadlock))
}
