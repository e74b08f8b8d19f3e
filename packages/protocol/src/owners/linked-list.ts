import { type Address, isAddressEqual } from 'viem'

/**
 * The head of a Safe's owner and module linked lists (`address(0x1)`): the "previous" entry of the first one, and an
 * address the Safe refuses as an owner or module.
 */
export const SENTINEL: Address = '0x0000000000000000000000000000000000000001'

/**
 * The entry before `item` in a Safe linked list (owners or modules, in the order the Safe returns them), SENTINEL for
 * the first; `removeOwner`, `swapOwner` and `disableModule` take it. Null when `item` is not in the list.
 */
export function previousInList(list: readonly Address[], item: Address): Address | null {
  const index = list.findIndex((entry) => isAddressEqual(entry, item))
  if (index < 0) return null
  return index === 0 ? SENTINEL : (list[index - 1] ?? null)
}

/** Whether `account` is one of `owners`, in any letter case; false for a missing or malformed account. */
export function isOwner(owners: readonly string[], account: string | null | undefined): boolean {
  if (!account) return false
  const wanted = account.toLowerCase()
  return owners.some((owner) => owner.toLowerCase() === wanted)
}
