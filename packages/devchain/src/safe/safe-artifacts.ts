import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { SafeContractName } from '@concord/protocol'
import type { Hex } from 'viem'
import type { DeployedSafeVersion } from './deployed-safe-versions.js'

const require = createRequire(import.meta.url)

// The Hardhat build artifacts inside the npm tarballs are byte-for-byte the builds Safe deployed canonically
// (solc 0.7.6, optimizer off): never recompile, any setting change would move the CREATE2 addresses.
const sources: Record<DeployedSafeVersion, { packageJson: () => string; paths: Record<SafeContractName, string> }> = {
  '1.4.1': {
    packageJson: () => require.resolve('@safe-global/safe-contracts/package.json'),
    paths: {
      Safe: 'Safe.sol/Safe.json',
      SafeL2: 'SafeL2.sol/SafeL2.json',
      SafeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
      MultiSend: 'libraries/MultiSend.sol/MultiSend.json',
      MultiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
      CompatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
      SignMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
      CreateCall: 'libraries/CreateCall.sol/CreateCall.json',
      SimulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
    },
  },
  '1.3.0': {
    packageJson: () => require.resolve('@gnosis.pm/safe-contracts/package.json'),
    paths: {
      Safe: 'GnosisSafe.sol/GnosisSafe.json',
      SafeL2: 'GnosisSafeL2.sol/GnosisSafeL2.json',
      SafeProxyFactory: 'proxies/GnosisSafeProxyFactory.sol/GnosisSafeProxyFactory.json',
      MultiSend: 'libraries/MultiSend.sol/MultiSend.json',
      MultiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
      CompatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
      SignMessageLib: 'examples/libraries/SignMessage.sol/SignMessageLib.json',
      CreateCall: 'libraries/CreateCall.sol/CreateCall.json',
      SimulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
    },
  },
}

/** Creation and runtime bytecode of one Safe contract, read from its version's npm build artifacts. */
export type SafeArtifact = { bytecode: Hex; deployedBytecode: Hex }

/** Reads the build artifact of a Safe contract (Safe 1.4.1 from @safe-global/safe-contracts, 1.3.0 from @gnosis.pm). */
export function readSafeArtifact(version: DeployedSafeVersion, name: SafeContractName): SafeArtifact {
  const source = sources[version]
  const root = join(dirname(source.packageJson()), 'build/artifacts/contracts')
  const artifact = JSON.parse(readFileSync(join(root, source.paths[name]), 'utf8')) as SafeArtifact
  return { bytecode: artifact.bytecode, deployedBytecode: artifact.deployedBytecode }
}
