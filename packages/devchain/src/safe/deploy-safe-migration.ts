import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { canonicalAddresses, migrationAddresses } from '@concord/protocol'
import { type Address, concatHex, encodeAbiParameters, type Hex, type LocalAccount } from 'viem'
import { deployDeterministic, deterministicAddress, SAFE_SINGLETON_FACTORY } from '../chain/deterministic-deploy.js'
import type { DevClient } from '../chain/dev-client.js'
import { DevchainError } from '../errors.js'

const require = createRequire(import.meta.url)

/**
 * SafeMigration of the Safe 1.4.1 deployments (safe-deployments `safe_migration` v1.4.1, canonical): the contract
 * Safe{Wallet} delegate-calls to move a 1.3.0 Safe to the 1.4.1 singleton.
 */
export const SAFE_MIGRATION_141: Address = migrationAddresses.SafeMigration

/** Creation code of SafeMigration with its constructor arguments: the 1.4.1 Safe, SafeL2 and fallback handler. */
export function safeMigrationInitCode(): Hex {
  // Built and published in @safe-global/safe-contracts 1.4.1-2 (solc 0.7.6, optimizer off), the build Safe deployed.
  const root = dirname(require.resolve('safe-contracts-1.4.1-2/package.json'))
  const path = join(root, 'build/artifacts/contracts/libraries/SafeMigration.sol/SafeMigration.json')
  const { bytecode } = JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }
  const target = canonicalAddresses['1.4.1']
  const args = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
    [target.Safe, target.SafeL2, target.CompatibilityFallbackHandler],
  )
  return concatHex([bytecode, args])
}

/** Deploys SafeMigration 1.4.1 at its canonical address through the Safe singleton factory, unless it is there. */
export async function deploySafeMigration(client: DevClient, sender: LocalAccount): Promise<{ deployed: boolean }> {
  const deployment = {
    factory: SAFE_SINGLETON_FACTORY,
    salt: 0n,
    initCode: safeMigrationInitCode(),
    label: 'SafeMigration 1.4.1',
  }
  const predicted = deterministicAddress(deployment)
  if (predicted !== SAFE_MIGRATION_141) {
    throw new DevchainError(
      'ARTIFACT_MISMATCH',
      `SafeMigration 1.4.1 from npm would land at ${predicted}, not at the canonical ${SAFE_MIGRATION_141}: reinstall the pinned safe-contracts-1.4.1-2 package.`,
    )
  }
  const { deployed } = await deployDeterministic(client, sender, deployment)
  return { deployed }
}
