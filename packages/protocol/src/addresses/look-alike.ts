/**
 * How many leading and trailing hex characters an address-poisoning look-alike copies. Vanity generators make the
 * first and last characters cheaply, and wallets shorten addresses to exactly those (0x1234…abcd); Safe's gateway
 * compares the first 3 and the last 4, and so do we, case-insensitively (a checksum's capitals are not a difference).
 */
export const LOOK_ALIKE_PREFIX = 3
export const LOOK_ALIKE_SUFFIX = 4

/** The 40 hex characters of an address, lower-cased; null when it is not a 0x-prefixed 20-byte hex address. */
function hexOf(address: string): string | null {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.slice(2).toLowerCase() : null
}

/**
 * Whether `a` resembles `b` the way an address-poisoning attacker's address resembles a real one: the same first 3
 * and last 4 hex characters, yet a different address. The same address in another case is not a look-alike; neither
 * is anything that is not an address.
 */
export function looksAlike(a: string, b: string): boolean {
  const x = hexOf(a)
  const y = hexOf(b)
  if (x === null || y === null || x === y) return false
  return (
    x.slice(0, LOOK_ALIKE_PREFIX) === y.slice(0, LOOK_ALIKE_PREFIX) &&
    x.slice(-LOOK_ALIKE_SUFFIX) === y.slice(-LOOK_ALIKE_SUFFIX)
  )
}

/** The first of `known` that `candidate` looks like (but is not), or undefined: the address the user may mean. */
export function findLookAlike<T extends string>(candidate: string, known: readonly T[]): T | undefined {
  return known.find((address) => looksAlike(candidate, address))
}
