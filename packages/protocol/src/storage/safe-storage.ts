import { type Address, getAddress, type Hex, zeroAddress } from 'viem'

/**
 * Where a Safe keeps what no getter returns: the singleton (the proxy's slot 0), the guard, the module guard (1.5.0)
 * and the fallback handler (GuardManager and FallbackManager store each at the keccak256 of its name, written out here so
 * importing the package hashes nothing).
 */
export const SAFE_STORAGE_SLOTS = {
  singleton: '0x0',
  /** keccak256("guard_manager.guard.address") */
  guard: '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8',
  /** keccak256("fallback_manager.handler.address") */
  fallbackHandler: '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5',
  /** keccak256("module_manager.module_guard.address"): the module guard, from 1.5.0. */
  moduleGuard: '0xb104e0b93118902c651344349b610029d694cfdec91c589c91ebafbcd0289947',
} as const satisfies Record<string, Hex>

/**
 * A page size for `getModulesPaginated` that holds every module in one call: Safe 1.3.0 skips the entry at a page
 * boundary, and no Safe has anywhere near this many modules.
 */
export const MODULES_PAGE_SIZE = 1000n

/** The address held in the low 20 bytes of a storage word (as eth_getStorageAt returns it); null when it is zero. */
export function addressInStorageWord(word: Hex | undefined): Address | null {
  const value = getAddress(`0x${(word ?? '0x').slice(2).padStart(64, '0').slice(-40)}`)
  return value === zeroAddress ? null : value
}
