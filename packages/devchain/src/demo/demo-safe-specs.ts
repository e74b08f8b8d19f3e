import { canonicalAddresses, encodeSafeSetup, predictSafeAddress, type SafeVersion } from '@concord/protocol'
import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { devAccount } from '../chain/dev-accounts.js'

/** How a demo Safe is created: createProxyWithNonce(SafeL2, setup(owners, threshold, fallback handler), saltNonce). */
export type DemoSafeSpec = {
  version: SafeVersion
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
  initializer: Hex
  address: Address
}

function demoSafeSpec(version: SafeVersion, ownerIndexes: number[], threshold: number, label: string): DemoSafeSpec {
  const contracts = canonicalAddresses[version]
  const owners = ownerIndexes.map((index) => devAccount(index).address)
  const initializer = encodeSafeSetup({ owners, threshold, fallbackHandler: contracts.CompatibilityFallbackHandler })
  // A fixed saltNonce gives the demo Safe the same address on every fresh dev chain.
  const saltNonce = BigInt(keccak256(stringToHex(`concord.devchain.${label}`)))
  const address = predictSafeAddress({
    factory: contracts.SafeProxyFactory,
    singleton: contracts.SafeL2,
    initializer,
    saltNonce,
    version,
  })
  return { version, owners, threshold, saltNonce, initializer, address }
}

/**
 * The main demo Safe: SafeL2 1.4.1 created 2-of-3 with dev accounts 0, 1, 2. Its seeded history adds account 3 and
 * ends 2-of-4 (see seed-demo-safe.ts).
 */
export const demoSafeSpec141 = demoSafeSpec('1.4.1', [0, 1, 2], 2, 'demo-safe')

/** The legacy demo Safe: SafeL2 1.3.0, 1-of-1, owned by dev account 3. */
export const demoSafeSpec130 = demoSafeSpec('1.3.0', [3], 1, 'demo-safe-1.3.0')
