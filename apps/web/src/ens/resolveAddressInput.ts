import type { Address } from 'viem'
import { ensNameOf } from './ensNameOf'

/** What an address field's text stands for: an address as typed, or an ENS name and how its lookup stands. */
export type ResolvedAddress = {
  typed: string
  /** What the field's checks read: the address a name resolved to, else the text as typed. */
  value: string
  state: 'plain' | 'pending' | 'found' | 'missing' | 'unsupported' | 'failed'
  /** The lookup in words ("alice.concord.eth → 0x…", "No address found for …"); null for a plain address. */
  message: string | null
}

/** The lookup's answer as TanStack Query has it. */
type Lookup = { status: 'pending' | 'error' | 'success'; data?: Address | null | undefined; error?: Error | null }

/**
 * Reads an address field's text: a name (where the chain has ENS) stands for the address it resolves to; anything
 * else is checked as an address by the field's own rules.
 */
export function resolveAddressInput(typed: string, ensSupported: boolean, lookup: Lookup | undefined): ResolvedAddress {
  const name = ensNameOf(typed)
  const plain = { typed, value: typed.trim() }
  if (name === null) return { ...plain, state: 'plain', message: null }
  if (!ensSupported)
    return { ...plain, state: 'unsupported', message: `This network has no ENS names: enter the address of ${name}.` }
  if (!lookup || lookup.status === 'pending') return { ...plain, state: 'pending', message: `Looking up ${name}…` }
  if (lookup.status === 'error') {
    const reason = lookup.error?.message ?? 'the network did not answer'
    return {
      ...plain,
      state: 'failed',
      message: `Could not look up ${name} (${reason}): try again or enter the address.`,
    }
  }
  if (!lookup.data) return { ...plain, state: 'missing', message: `No address found for ${name}.` }
  return { typed, value: lookup.data, state: 'found', message: `${name} → ${lookup.data}` }
}

/** Whether a field's text is settled: plain text (the field's own rules check it) or a name that resolved. */
export function isSettled(resolved: ResolvedAddress): boolean {
  return resolved.state === 'plain' || resolved.state === 'found'
}
