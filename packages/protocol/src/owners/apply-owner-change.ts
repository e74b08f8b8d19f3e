import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import { decodeCall } from '../abis/decode-call.js'
import { safeAbi } from '../abis/safe.js'

/** A Safe's owners and threshold: what decides who can act for it. */
export type OwnershipSetup = { owners: readonly Address[]; threshold: number }

const OWNER_CHANGES = new Set(['addOwnerWithThreshold', 'removeOwner', 'swapOwner', 'changeThreshold'])

/**
 * The owners and threshold a Safe has after executing `data` on itself (addOwnerWithThreshold, removeOwner, swapOwner,
 * changeThreshold); null when `data` is no owner change (or not a call the Safe ABI decodes).
 */
export function applyOwnerChange(setup: OwnershipSetup, data: Hex | null): OwnershipSetup | null {
  if (!data || data.length < 10) return null
  let call: ReturnType<typeof decodeCall<typeof safeAbi>>
  try {
    call = decodeCall(safeAbi, data)
  } catch {
    return null
  }
  if (!call || !OWNER_CHANGES.has(call.functionName)) return null
  const args = (call.args ?? []) as readonly unknown[]
  const without = (owner: unknown) => setup.owners.filter((o) => !isAddressEqual(o, owner as Address))
  switch (call.functionName) {
    case 'addOwnerWithThreshold':
      return { owners: [getAddress(args[0] as Address), ...setup.owners], threshold: Number(args[1]) }
    case 'removeOwner':
      return { owners: without(args[1]), threshold: Number(args[2]) }
    case 'swapOwner':
      return {
        owners: setup.owners.map((o) => (isAddressEqual(o, args[1] as Address) ? getAddress(args[2] as Address) : o)),
        threshold: setup.threshold,
      }
    default:
      return { owners: setup.owners, threshold: Number(args[0]) }
  }
}
