import type { GetCounterpartyReturnType as Counterparty } from '@concord/gateway-client'
import { looksAlike } from '@concord/protocol'

/** Where the app knows an address from, in the words the warning uses. */
export type KnownSource = 'address book' | 'owner' | 'paid before' | 'called before'

/** An address the user or the Safe already knows, with its address-book name when it has one. */
export type KnownAddress = { address: string; name: string | undefined; source: KnownSource }

const SERVER_SOURCE: Record<Counterparty['lookAlikes'][number]['source'], KnownSource> = {
  OWNER: 'owner',
  PAID: 'paid before',
  CALLED: 'called before',
}

/** The address book's entries and the Safe's owners as known addresses (the address book first: it has names). */
export function knownAddresses(
  book: Readonly<Record<string, string>>,
  owners: readonly string[],
  lookup: (address: string) => string | undefined,
): KnownAddress[] {
  return [
    ...Object.entries(book).map(([address, name]) => ({ address, name, source: 'address book' as const })),
    ...owners.map((address) => ({ address, name: lookup(address), source: 'owner' as const })),
  ]
}

/**
 * The known address `candidate` imitates (same first 3 and last 4 hex characters, another address), from the
 * address book and owners first, then from the gateway's index of whom this Safe paid or called; undefined when none.
 */
export function lookAlikeOf(
  candidate: string,
  known: readonly KnownAddress[],
  indexed: Counterparty | undefined,
  lookup: (address: string) => string | undefined,
): KnownAddress | undefined {
  const local = known.find((k) => looksAlike(candidate, k.address))
  if (local) return local
  const remote = indexed?.lookAlikes.find((k) => looksAlike(candidate, k.address))
  return remote
    ? { address: remote.address, name: lookup(remote.address), source: SERVER_SOURCE[remote.source] }
    : undefined
}
