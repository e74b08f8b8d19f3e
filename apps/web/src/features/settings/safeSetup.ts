import type { SafeInfo } from '@concord/gateway-client'
import { type Address, getAddress } from 'viem'

/** What the settings builders need to know about a Safe: its address, owners and modules in list order, and so on. */
export type SafeSetup = {
  address: Address
  /** In the Safe's linked-list order (getOwners), which removeOwner/swapOwner's prevOwner depends on. */
  owners: Address[]
  threshold: number
  /** In the Safe's linked-list order (getModulesPaginated: newest first). */
  modules: Address[]
  version: string | null
  implementation: Address
  fallbackHandler: Address | null
  guard: Address | null
  /** Safe 1.5.0's module guard; null before 1.5.0 or when none is set. */
  moduleGuard: Address | null
}

/** Reads the settings-relevant part of the gateway's SafeInfo, addresses checksummed. */
export function safeSetupOf(info: SafeInfo): SafeSetup {
  return {
    address: getAddress(info.address.value),
    owners: info.owners.map((owner) => getAddress(owner.value)),
    threshold: info.threshold,
    modules: (info.modules ?? []).map((module) => getAddress(module.value)),
    version: info.version,
    implementation: getAddress(info.implementation.value),
    fallbackHandler: info.fallbackHandler ? getAddress(info.fallbackHandler.value) : null,
    guard: info.guard ? getAddress(info.guard.value) : null,
    moduleGuard: info.moduleGuard ? getAddress(info.moduleGuard.value) : null,
  }
}
