import { type Address, getAddress } from 'viem'
import type { OwnershipSetup } from './apply-owner-change.js'

/**
 * Why a Safe's setup would lock it (Safe's deadlock check): Safes owning each other in a loop (`path`, first and last
 * the same Safe), or no set of externally owned keys able to reach `safe`'s threshold through the ownership tree.
 */
export type OwnershipDeadlock = { kind: 'loop'; path: Address[] } | { kind: 'no-key-path'; safe: Address }

/**
 * Checks `safe` with the owners and threshold it would have (`setup`) against the Safes it is owned through.
 * `known` maps the lowercased address of every other Safe in the tree to its setup; an owner not in it counts as an
 * externally owned key. Null when the setup leaves the Safe usable.
 */
export function findOwnershipDeadlock(
  safe: Address,
  setup: OwnershipSetup,
  known: ReadonlyMap<string, OwnershipSetup>,
): OwnershipDeadlock | null {
  const self = safe.toLowerCase()
  const setupOf = (address: string) => (address.toLowerCase() === self ? setup : known.get(address.toLowerCase()))
  const loop = findLoop(safe, setupOf)
  if (loop) return { kind: 'loop', path: loop }
  return keysReach(safe, setupOf, new Map()) ? null : { kind: 'no-key-path', safe: getAddress(safe) }
}

type SetupOf = (address: string) => OwnershipSetup | undefined

/** A loop of Safes reachable from `start` through their owners (depth first, `path` the Safes being walked). */
function findLoop(start: Address, setupOf: SetupOf): Address[] | null {
  const done = new Set<string>()
  const walk = (address: Address, path: Address[]): Address[] | null => {
    const key = address.toLowerCase()
    const onPath = path.findIndex((p) => p.toLowerCase() === key)
    if (onPath >= 0) return [...path.slice(onPath), address].map((a) => getAddress(a))
    const setup = setupOf(address)
    if (!setup || done.has(key)) return null
    for (const owner of setup.owners) {
      const found = walk(owner, [...path, address])
      if (found) return found
    }
    done.add(key)
    return null
  }
  return walk(start, [])
}

/** Whether keys can reach `address`'s threshold: a key always can, a Safe when enough of its owners can (no loops). */
function keysReach(address: string, setupOf: SetupOf, memo: Map<string, boolean>): boolean {
  const key = address.toLowerCase()
  const setup = setupOf(address)
  if (!setup) return true
  const cached = memo.get(key)
  if (cached !== undefined) return cached
  const able = setup.owners.filter((owner) => keysReach(owner, setupOf, memo)).length
  const result = setup.threshold >= 1 && able >= setup.threshold
  memo.set(key, result)
  return result
}

/** The deadlock in words, with what to do instead (the gateway's refusal and the owner forms say the same). */
export function explainOwnershipDeadlock(deadlock: OwnershipDeadlock): string {
  if (deadlock.kind === 'loop') {
    return (
      `This owner change would make Safes own each other in a loop (${deadlock.path.join(' → ')}): none of them ` +
      'could reach its threshold again. Choose owners that do not lead back to this Safe.'
    )
  }
  return (
    `After this owner change no set of externally owned keys could reach the threshold of ${deadlock.safe} through ` +
    'its owners and the Safes that own it: the Safe would be locked for good. Keep enough owners that keys can act ' +
    'for, or lower the threshold.'
  )
}
