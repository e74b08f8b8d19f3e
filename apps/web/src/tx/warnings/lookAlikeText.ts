import { shortenAddress } from '../../ui/AddressView'
import type { LookAlikeRecipient } from './useRecipientCheck'

/**
 * The two addresses side by side, as a poisoned copy is caught: "0x996F…A4dC looks like Vendor: Acme 0x9965…A4dc"
 * (the known address named by its address-book name, else by where the Safe knows it from).
 */
export function lookAlikeText(found: LookAlikeRecipient): string {
  const name = found.like.name ?? `an address ${sourceWords(found.like.source)}`
  const chars = distinctLength(found.address, found.like.address)
  return `${shortenAddress(found.address, chars)} looks like ${name} ${shortenAddress(found.like.address, chars)}`
}

// The usual 4 characters each side, more when the two would read the same: a copy made to match the short form
// would otherwise be shown as its own original.
function distinctLength(a: string, b: string): number {
  let chars = 4
  while (chars < 20 && shortenAddress(a, chars).toLowerCase() === shortenAddress(b, chars).toLowerCase()) chars += 1
  return chars
}

function sourceWords(source: LookAlikeRecipient['like']['source']): string {
  if (source === 'owner') return 'that owns this Safe'
  if (source === 'paid before') return 'this Safe paid before'
  if (source === 'called before') return 'this Safe called before'
  return 'in your address book'
}
