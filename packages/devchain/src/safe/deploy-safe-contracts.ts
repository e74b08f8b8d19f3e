import { canonicalAddresses, type SafeContractName } from '@concord/protocol'
import type { Address, LocalAccount } from 'viem'
import {
  ARACHNID_DEPLOYER,
  deployDeterministic,
  deterministicAddress,
  ensureSingletonFactory,
  hasCode,
  SAFE_SINGLETON_FACTORY,
} from '../chain/deterministic-deploy.js'
import type { DevClient } from '../chain/dev-client.js'
import { DevchainError } from '../errors.js'
import type { DeployedSafeVersion } from './deployed-safe-versions.js'
import { readSafeArtifact } from './safe-artifacts.js'

/** Every Safe contract of one version at its canonical address. */
export type SafeContracts = Record<SafeContractName, Address>

const contractNames = Object.keys(canonicalAddresses['1.4.1']) as SafeContractName[]

// Safe deployed 1.4.1 through its singleton factory and 1.3.0 through Arachnid's deployer, both with salt 0.
const factories: Record<DeployedSafeVersion, Address> = {
  '1.4.1': SAFE_SINGLETON_FACTORY,
  '1.3.0': ARACHNID_DEPLOYER,
}

/**
 * Deploys the Safe contracts of `version` at their canonical addresses, skipping those that already have code.
 * Returns the addresses and how many were deployed now.
 */
export async function deploySafeContracts(
  client: DevClient,
  sender: LocalAccount,
  version: DeployedSafeVersion,
): Promise<{ contracts: SafeContracts; deployed: number }> {
  if (version === '1.4.1') await ensureSingletonFactory(client)
  let deployed = 0
  for (const name of contractNames) {
    const canonical = canonicalAddresses[version][name]
    if (await hasCode(client, canonical)) continue
    const artifact = readSafeArtifact(version, name)
    if (version === '1.3.0' && name === 'SignMessageLib') {
      // The SignMessageLib 1.3.0 in the npm package is a different build from the one Safe deployed (other
      // metadata hash, so its CREATE2 address is 0xEb4b…1D06 and its code hash differs from safe-deployments'),
      // while the source and ABI are the same. Wallets call the canonical address, so put the runtime code there.
      await client.setCode({ address: canonical, bytecode: artifact.deployedBytecode })
      deployed++
      continue
    }
    const deployment = {
      factory: factories[version],
      salt: 0n,
      initCode: artifact.bytecode,
      label: `${name} ${version}`,
    }
    const predicted = deterministicAddress(deployment)
    if (predicted !== canonical) {
      throw new DevchainError(
        'ARTIFACT_MISMATCH',
        `${name} ${version} from npm would land at ${predicted}, not at the canonical ${canonical}: reinstall the pinned Safe contract packages.`,
      )
    }
    await deployDeterministic(client, sender, deployment)
    deployed++
  }
  return { contracts: { ...canonicalAddresses[version] }, deployed }
}
