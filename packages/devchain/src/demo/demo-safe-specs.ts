import {
  encodeSafeSetup,
  type KnownSafeVersion,
  predictSafeAddress,
  SAFE_VERSION_FACTS,
  versionContract,
} from '@concord/protocol'
import { type Address, type Hex, keccak256, stringToHex, zeroAddress } from 'viem'
import { devAccount } from '../chain/dev-accounts.js'

/** How a demo Safe is created: createProxyWithNonce(singleton, setup(owners, threshold, fallback handler), saltNonce). */
export type DemoSafeSpec<V extends KnownSafeVersion = KnownSafeVersion> = {
  version: V
  /** The singleton it proxies: SafeL2 where the version has one and the demo wants it, else Safe. */
  singleton: Address
  factory: Address
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
  initializer: Hex
  address: Address
}

/** The canonical contract of `role` for `version`; the demo versions have every role asked of them. */
function contractOf(version: KnownSafeVersion, role: Parameters<typeof versionContract>[1]): Address {
  const address = versionContract(version, role)
  if (address === undefined) throw new Error(`Safe ${version} has no canonical ${role}`)
  return address
}

function demoSafeSpec<V extends KnownSafeVersion>(
  version: V,
  ownerIndexes: number[],
  threshold: number,
  label: string,
  kind: 'Safe' | 'SafeL2' = 'SafeL2',
): DemoSafeSpec<V> {
  const owners = ownerIndexes.map((index) => devAccount(index).address)
  const handlerRole = SAFE_VERSION_FACTS[version].defaultFallbackHandler
  const fallbackHandler = handlerRole === null ? zeroAddress : contractOf(version, handlerRole)
  const initializer = encodeSafeSetup({ owners, threshold, fallbackHandler })
  // A fixed saltNonce gives the demo Safe the same address on every fresh dev chain.
  const saltNonce = BigInt(keccak256(stringToHex(`concord.devchain.${label}`)))
  const factory = contractOf(version, 'SafeProxyFactory')
  const singleton = contractOf(version, kind)
  const address = predictSafeAddress({ factory, singleton, initializer, saltNonce, version })
  return { version, singleton, factory, owners, threshold, saltNonce, initializer, address }
}

/**
 * The main demo Safe: SafeL2 1.4.1 created 2-of-3 with dev accounts 0, 1, 2. Its seeded history adds account 3 and
 * ends 2-of-4 (see seed-demo-safe.ts).
 */
export const demoSafeSpec141 = demoSafeSpec('1.4.1', [0, 1, 2], 2, 'demo-safe')

/** The legacy demo Safe: SafeL2 1.3.0, 1-of-1, owned by dev account 3. */
export const demoSafeSpec130 = demoSafeSpec('1.3.0', [3], 1, 'demo-safe-1.3.0')

/**
 * The pre-1.3.0 demo Safe: Safe 1.1.1 (no L2 singleton existed: its executions are read from the transaction input),
 * 1-of-1, owned by dev account 4, with the DefaultCallbackHandler.
 */
export const demoSafeSpec111 = demoSafeSpec('1.1.1', [4], 1, 'demo-safe-1.1.1', 'Safe')

/** The 1.5.0 demo Safe: SafeL2 1.5.0, 1-of-1, owned by dev account 4. */
export const demoSafeSpec150 = demoSafeSpec('1.5.0', [4], 1, 'demo-safe-1.5.0')
