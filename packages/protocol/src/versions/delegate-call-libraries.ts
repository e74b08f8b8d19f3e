import type { Address } from 'viem'
import { registryAddresses } from './registry-addresses.js'
import { KNOWN_SAFE_VERSIONS, type SafeContractRole } from './version-registry.js'

/**
 * The roles of Safe's own libraries that a Safe may run by DELEGATECALL: batches (MultiSend, MultiSendCallOnly),
 * on-chain messages (SignMessageLib) and the official migrations (SafeMigration, SafeToL2Migration, SafeToL2Setup).
 */
export const DELEGATE_CALL_LIBRARY_ROLES = [
  'MultiSend',
  'MultiSendCallOnly',
  'SignMessageLib',
  'SafeMigration',
  'SafeToL2Migration',
  'SafeToL2Setup',
] as const satisfies readonly SafeContractRole[]

/** One of Safe's delegate-call libraries at a canonical or EIP-155 address. */
export type DelegateCallLibrary = {
  address: Address
  role: (typeof DELEGATE_CALL_LIBRARY_ROLES)[number]
  version: (typeof KNOWN_SAFE_VERSIONS)[number]
}

/** Every delegate-call library of every known version, at its canonical and EIP-155 addresses. */
export const SAFE_DELEGATE_CALL_LIBRARIES: readonly DelegateCallLibrary[] = KNOWN_SAFE_VERSIONS.flatMap((version) =>
  (['canonical', 'eip155'] as const).flatMap((kind) => {
    const set = registryAddresses[version][kind] as Partial<Record<SafeContractRole, Address>>
    return DELEGATE_CALL_LIBRARY_ROLES.flatMap((role) => {
      const address = set[role]
      return address === undefined ? [] : [{ address, role, version }]
    })
  }),
)

/** The delegate-call library at `address` (any case), or undefined when it is none of Safe's. */
export function delegateCallLibraryAt(address: string): DelegateCallLibrary | undefined {
  const wanted = address.toLowerCase()
  return SAFE_DELEGATE_CALL_LIBRARIES.find((library) => library.address.toLowerCase() === wanted)
}

/** Whether `address` is a MultiSend or MultiSendCallOnly of any known version: a call to it with batch data is a batch. */
export function isSafeMultiSend(address: string): boolean {
  const role = delegateCallLibraryAt(address)?.role
  return role === 'MultiSend' || role === 'MultiSendCallOnly'
}
