import { type Address, encodeFunctionData, getAddress, isAddressEqual, parseAbi } from 'viem'
import { safeMigrationAbi } from '../abis/migrations.js'
import { UnsupportedSafeVersionError } from '../errors.js'
import type { MultiSendTransaction } from '../multisend/multi-send-transaction.js'
import { registryAddresses } from './registry-addresses.js'
import {
  isKnownSafeVersion,
  KNOWN_SAFE_VERSIONS,
  type KnownSafeVersion,
  SAFE_VERSION_FACTS,
  versionContract,
  versionContractEip155,
} from './version-registry.js'

/** The Safe to update, as the chain says it is now. */
export type SafeUpdateParameters = {
  safeAddress: Address
  /** Its VERSION() (a build suffix such as `+L2` is allowed). */
  version: string
  /** Its current singleton (implementation). */
  implementation: Address
  /** Its fallback handler, or null when none is set. */
  fallbackHandler: Address | null
  /** Whether the chain's Safes use the L2 singleton: decides the target singleton of a pre-1.3.0 Safe, which has none. */
  l2Chain: boolean
}

/** The calls that move a Safe to a newer version, in the order they run (several calls go through MultiSend). */
export type SafeUpdatePlan = {
  from: KnownSafeVersion
  to: KnownSafeVersion
  /** The singleton the Safe will point at. */
  singleton: Address
  calls: MultiSendTransaction[]
  /** What it does, in words, for the review. */
  summary: string
}

const legacyCalls = parseAbi([
  'function changeMasterCopy(address _masterCopy)',
  'function setFallbackHandler(address handler)',
])

/** Whether `handler` is one of `version`'s own default handlers (canonical or EIP-155): the update may replace it. */
function isDefaultHandler(version: KnownSafeVersion, handler: Address | null): boolean {
  if (handler === null) return true
  const role = SAFE_VERSION_FACTS[version].defaultFallbackHandler
  if (role === null) return false
  const known = [versionContract(version, role), versionContractEip155(version, role)]
  return known.some((address) => address !== undefined && isAddressEqual(address, handler))
}

/** Whether `implementation` is `version`'s L2 singleton (canonical or EIP-155). */
function isL2Singleton(version: KnownSafeVersion, implementation: Address): boolean {
  const sets = [registryAddresses[version].canonical, registryAddresses[version].eip155] as Partial<
    Record<'SafeL2', Address>
  >[]
  return sets.some((set) => set.SafeL2 !== undefined && isAddressEqual(set.SafeL2, implementation))
}

/**
 * How Safe{Wallet} updates a Safe of `version`, as the registry's update path says: before 1.3.0, changeMasterCopy to
 * the newer singleton and setFallbackHandler to its compatibility handler, two calls on the Safe itself; from 1.3.0,
 * one DELEGATECALL to the target version's SafeMigration, which keeps an L2 Safe on L2 and replaces the fallback
 * handler only when it is the version's default one (a custom handler is kept). Null when the version is the newest.
 */
export function planSafeUpdate(parameters: SafeUpdateParameters): SafeUpdatePlan | null {
  const from = parameters.version.split('+')[0] ?? ''
  if (!isKnownSafeVersion(from))
    throw new UnsupportedSafeVersionError(parameters.version, KNOWN_SAFE_VERSIONS.join(', '))
  const path = SAFE_VERSION_FACTS[from].update
  if (path === null) return null
  const safe = getAddress(parameters.safeAddress)
  if (path.by === 'changeMasterCopy') {
    const singleton = versionContract(path.to, parameters.l2Chain ? 'SafeL2' : 'Safe') as Address
    const handler = versionContract(path.to, 'CompatibilityFallbackHandler') as Address
    const call = (data: `0x${string}`): MultiSendTransaction => ({ operation: 0, to: safe, value: 0n, data })
    return {
      from,
      to: path.to,
      singleton,
      calls: [
        call(encodeFunctionData({ abi: legacyCalls, functionName: 'changeMasterCopy', args: [singleton] })),
        call(encodeFunctionData({ abi: legacyCalls, functionName: 'setFallbackHandler', args: [handler] })),
      ],
      summary: `Points the Safe at the ${path.to} contract (changeMasterCopy) and sets the ${path.to} fallback handler`,
    }
  }
  const l2 = isL2Singleton(from, parameters.implementation)
  const swapHandler = isDefaultHandler(from, parameters.fallbackHandler)
  const functionName = l2
    ? swapHandler
      ? 'migrateL2WithFallbackHandler'
      : 'migrateL2Singleton'
    : swapHandler
      ? 'migrateWithFallbackHandler'
      : 'migrateSingleton'
  const migration = versionContract(path.to, 'SafeMigration') as Address
  return {
    from,
    to: path.to,
    singleton: versionContract(path.to, l2 ? 'SafeL2' : 'Safe') as Address,
    calls: [
      { operation: 1, to: migration, value: 0n, data: encodeFunctionData({ abi: safeMigrationAbi, functionName }) },
    ],
    summary: `Delegate-calls Safe's SafeMigration ${path.to} (${functionName}): the Safe points at the ${path.to} contract${
      swapHandler ? ' and gets its fallback handler' : ', keeping its own fallback handler'
    }`,
  }
}
