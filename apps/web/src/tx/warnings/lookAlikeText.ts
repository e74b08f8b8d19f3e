import { shortenAddress } from '../../ui/AddressView'
import type { LookAlikeRecipient } from './useRecipientCheck'

/**
 * The two addresses side by side, as a poisoned copy is caught: "0x996F…A4dC looks like Vendor: Acme 0x9965…A4dc"
 * (the known address named by its address-book name, else by where the Safe knows it from).
 */
export function lookAlikeText(found: LookAlikeRecipient): string {
  const name = found.like.name ?? `an address ${sourceWords(found.like.source)}`
  return `${shortenAddress(found.address)} looks like ${name} ${shortenAddress(found.like.address)}`
}

function sourceWords(source: LookAlikeRecipient['like']['source']): string {
  if (source === 'owner') return 'that owns this Safe'
  if (source === 'paid before') return 'this Safe paid before'
  if (source === 'called before') return 'this Safe called before'
  return 'in your address book'
}
