import { useCallback } from 'react'
import { isAddress } from 'viem'
import { useAddressBook } from '../address-book'
import type { SafeForm } from './validateSafeForm'

/**
 * Saves the names typed in the owner rows with their (resolved) addresses in the address book of `chainId`: a name
 * typed is a name kept, with no separate button to forget. Rows without a name or a valid address are skipped.
 */
export function useKeepOwnerNames(chainId: string): (owners: SafeForm['owners']) => void {
  const { setName } = useAddressBook(chainId)
  return useCallback(
    (owners: SafeForm['owners']) => {
      for (const { address, name } of owners) {
        if (name.trim() && isAddress(address.trim(), { strict: false })) setName(address.trim(), name.trim())
      }
    },
    [setName],
  )
}
