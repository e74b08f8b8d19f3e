import { useAddressName } from '../../../ui/AddressNames'
import { shortenAddress } from '../../../ui/AddressView'

/** How a Safe is named where dapps are said to be connected to it: its address-book name and short address. */
export function useSafeLabel(safe: string): string {
  const name = useAddressName(safe)
  const short = shortenAddress(safe)
  return name ? `${name} (${short})` : short
}
