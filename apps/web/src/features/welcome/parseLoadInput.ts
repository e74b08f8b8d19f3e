import { type Address, getAddress, isAddress } from 'viem'
import { ensNameOf } from '../../ens/ensNameOf'

/** What the user typed into "Load a Safe": an address, an ENS name (to resolve first), or neither. */
export type LoadInput =
  | { kind: 'address'; shortName: string; address: Address }
  | { kind: 'name'; shortName: string; name: string }
  | { kind: 'invalid' }
  | { kind: 'empty' }

/**
 * Reads `0x…`, `name.eth`, or either with a network prefix (`dev:0x…`, `dev:name.eth`); without a prefix the chosen
 * network applies. Names come back normalised.
 */
export function parseLoadInput(input: string, shortName: string): LoadInput {
  const value = input.trim()
  if (!value) return { kind: 'empty' }
  const prefixed = /^([a-zA-Z0-9-]+):(.+)$/.exec(value)
  const network = prefixed?.[1] ?? shortName
  const rest = prefixed?.[2] ?? value
  if (isAddress(rest, { strict: false })) return { kind: 'address', shortName: network, address: getAddress(rest) }
  const name = ensNameOf(rest)
  return name ? { kind: 'name', shortName: network, name } : { kind: 'invalid' }
}
