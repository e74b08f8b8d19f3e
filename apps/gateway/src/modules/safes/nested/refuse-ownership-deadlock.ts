import {
  applyOwnerChange,
  decodeMultiSendData,
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
 * The calldata of each call the transaction makes on the Safe itself: the call, or the calls of a MultiSend batch (a
 * DELEGATECALL, as the web app's batches are) in order. A batch that does not decode has none (it cannot execute).
 */
function selfCalls(safe: Address, call: { to: Address; data: Hex | null; operation: 0 | 1 }): Hex[] {
  if (call.operation === 0) return isAddressEqual(call.to, safe) && call.data ? [call.data] : []
  if (!call.data) return []
  try {
    return decodeMultiSendData(call.data)
      .filter((inner) => inner.operation === 0 && isAddressEqual(inner.to, safe))
      .map((inner) => inner.data)
  } catch {
    return []
  }
}

/**
 * Safe's deadlock check on a proposal: owner changes of the Safe itself (add, remove, swap owner, change threshold),
 * alone or in a MultiSend batch, that would leave Safes owning each other in a loop, or no externally owned key able to
 * reach the threshold through the ownership tree, are a 422 that says so. Owners not indexed as Safes count as keys.
 */
export async function refuseOwnershipDeadlock(
  db: Queryable,
  chainId: string,
  safe: { address: Address; owners: readonly string[]; threshold: number },
  call: { to: Address; data: Hex | null; operation: 0 | 1 },
): Promise<void> {
  let next: OwnershipSetup = { owners: safe.owners.map((o) => getAddress(o)), threshold: safe.threshold }
  let changed = false
  for (const data of selfCalls(safe.address, call)) {
    const after = applyOwnerChange(next, data)
    if (after === null) continue
    next = after
    changed = true
  }
  if (!changed) return
  const tree = await readOwnershipTree(db, chainId, next.owners)
  tree.delete(safe.address.toLowerCase())
  const deadlock = findOwnershipDeadlock(safe.address, next, tree)
  if (deadlock !== null) throw invalidInput(explainOwnershipDeadlock(deadlock))
}
