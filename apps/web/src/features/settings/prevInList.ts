import { type Address, isAddressEqual } from 'viem'

/** The head of the Safe's owner and module linked lists: the "previous" entry of the first one. */
export const SENTINEL: Address = '0x0000000000000000000000000000000000000001'

/**
 * The entry before `item` in a Safe linked list (owners or modules, in the Safe's order), SENTINEL for the first;
 * removeOwner, swapOwner and disableModule need it. Null when `item` is not in the list.
 */
export function prevInList(list: readonly Address[], item: Address): Address | null {
  const index = list.findIndex((entry) => isAddressEqual(entry, item))
  if (index < 0) return null
  return index === 0 ? SENTINEL : (list[index - 1] ?? null)
}
