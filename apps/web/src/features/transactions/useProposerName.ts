import { useSafeProposers } from '../../query/useSafeProposers'
import { useAddressName } from '../../ui/AddressNames'

/** The name of a proposer (delegate): the address book's, else its label among the Safe's proposers ("Payroll bot"). */
export function useProposerName(delegate: string | undefined): string | undefined {
  const proposers = useSafeProposers().data
  const own = useAddressName(delegate ?? '')
  if (!delegate) return undefined
  return own ?? (proposers?.find((p) => p.delegate.toLowerCase() === delegate.toLowerCase())?.label || undefined)
}
