import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { registryAddresses } from '@concord/protocol'
import { type Address, concatHex, encodeAbiParameters, type Hex, type LocalAccount } from 'viem'
import {
  deployDeterministic,
  deterministicAddress,
  ensureSingletonFactory,
  hasCode,
  SAFE_SINGLETON_FACTORY,
} from '../chain/deterministic-deploy.js'
import type { DevClient } from '../chain/dev-client.js'
import { DevchainError } from '../errors.js'
import { legacySafeBytecode } from './legacy-safe-bytecode.js'

const require = createRequire(import.meta.url)

/** The Safe versions the dev chain has beside the two Concord operates today (1.3.0 and 1.4.1). */
export type OtherSafeVersion = '1.0.0' | '1.1.1' | '1.2.0' | '1.5.0'

/** Every contract of those versions at its canonical address, by role, as the protocol's registry lists them. */
export type OtherSafeVersionContracts = { [V in OtherSafeVersion]: (typeof registryAddresses)[V]['canonical'] }

const v150 = registryAddresses['1.5.0'].canonical

// Where each 1.5.0 contract's Hardhat artifact is in @safe-global/safe-smart-account 1.5.0: the build Safe deployed
// through its singleton factory with salt 0, so the addresses come out canonical.
const artifacts150 = {
  Safe: 'Safe.sol/Safe.json',
  SafeL2: 'SafeL2.sol/SafeL2.json',
  SafeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  MultiSend: 'libraries/MultiSend.sol/MultiSend.json',
  MultiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  CompatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  ExtensibleFallbackHandler: 'handler/ExtensibleFallbackHandler.sol/ExtensibleFallbackHandler.json',
  TokenCallbackHandler: 'handler/TokenCallbackHandler.sol/TokenCallbackHandler.json',
  SignMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
  CreateCall: 'libraries/CreateCall.sol/CreateCall.json',
  SimulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
  SafeMigration: 'libraries/SafeMigration.sol/SafeMigration.json',
  SafeToL2Setup: 'libraries/SafeToL2Setup.sol/SafeToL2Setup.json',
} as const satisfies Record<keyof typeof v150, string>

/** Creation code of one 1.5.0 contract; SafeMigration's carries its constructor's targets (the 1.5.0 singletons). */
function initCode150(role: keyof typeof artifacts150): Hex {
  const root = join(
    dirname(require.resolve('@safe-global/safe-smart-account/package.json')),
    'build/artifacts/contracts',
  )
  const { bytecode } = JSON.parse(readFileSync(join(root, artifacts150[role]), 'utf8')) as { bytecode: Hex }
  if (role !== 'SafeMigration') return bytecode
  const targets = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
    [v150.Safe, v150.SafeL2, v150.CompatibilityFallbackHandler],
  )
  return concatHex([bytecode, targets])
}

/**
 * Puts the Safe 1.0.0, 1.1.1 and 1.2.0 contracts at their canonical addresses with anvil_setCode, unless they are
 * there; returns how many it placed. Safe deployed them with plain CREATE from its own deployer keys, which cannot be
 * replayed here. 1.1.1's published runtime code hashes to the code hash safe-deployments records; 1.0.0's and 1.2.0's
 * npm builds are other builds of the deployed source (the same ABI, another code hash).
 */
export async function placeLegacySafeContracts(client: DevClient): Promise<number> {
  let placed = 0
  for (const [version, roles] of Object.entries(legacySafeBytecode)) {
    const canonical = registryAddresses[version as keyof typeof legacySafeBytecode].canonical as Record<string, Address>
    for (const [role, bytecode] of Object.entries(roles)) {
      const address = canonical[role]
      if (address === undefined) throw new DevchainError('ARTIFACT_MISMATCH', `no canonical ${role} ${version}`)
      if (await hasCode(client, address)) continue
      await client.setCode({ address, bytecode })
      placed++
    }
  }
  return placed
}

/** Deploys every Safe 1.5.0 contract at its canonical address through the Safe singleton factory, unless it is there. */
export async function deploySafe150Contracts(client: DevClient, sender: LocalAccount): Promise<number> {
  await ensureSingletonFactory(client)
  let deployed = 0
  for (const role of Object.keys(artifacts150) as (keyof typeof artifacts150)[]) {
    const deployment = {
      factory: SAFE_SINGLETON_FACTORY,
      salt: 0n,
      initCode: initCode150(role),
      label: `${role} 1.5.0`,
    }
    const predicted = deterministicAddress(deployment)
    if (predicted !== v150[role]) {
      throw new DevchainError(
        'ARTIFACT_MISMATCH',
        `${role} 1.5.0 from npm would land at ${predicted}, not at the canonical ${v150[role]}: reinstall the pinned @safe-global/safe-smart-account package.`,
      )
    }
    if ((await deployDeterministic(client, sender, deployment)).deployed) deployed++
  }
  return deployed
}

/** The addresses of the other versions' contracts, as the registry lists them. */
export function otherSafeVersionContracts(): OtherSafeVersionContracts {
  const { '1.0.0': a, '1.1.1': b, '1.2.0': c, '1.5.0': d } = registryAddresses
  return { '1.0.0': a.canonical, '1.1.1': b.canonical, '1.2.0': c.canonical, '1.5.0': d.canonical }
}
