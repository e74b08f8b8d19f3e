import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as deployments from '@safe-global/safe-deployments'
import { decodeEventLog, encodeEventTopics, getAddress, keccak256, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  canonicalAddresses,
  eip155Addresses,
  KNOWN_SAFE_VERSIONS,
  type KnownSafeVersion,
  migrationAddresses,
  proxyCreationEventAbi_1_3_0,
  proxyCreationEventAbi_1_4_1,
  SAFE_PROXY_CREATION_CODE_1_3_0,
  SAFE_PROXY_CREATION_CODE_1_4_1,
  SAFE_PROXY_CREATION_CODE_1_5_0,
  SAFE_VERSION_FACTS,
  SAFE_VERSIONS,
  type SafeContractName,
  safeAbi,
  safeAbi_1_3_0,
  safeAbisByVersion,
  safeMigrationAbi,
  safeToL2MigrationAbi,
} from '../src/index.js'

// The generated files are committed; these checks fail when they drift from the packages they were generated from.
const require = createRequire(import.meta.url)
const getters: Record<
  SafeContractName,
  (f: { version: string }) => { abi: unknown[]; deployments: { canonical?: { address: string } } } | undefined
> = {
  Safe: deployments.getSafeSingletonDeployment,
  SafeL2: deployments.getSafeL2SingletonDeployment,
  SafeProxyFactory: deployments.getProxyFactoryDeployment,
  MultiSend: deployments.getMultiSendDeployment,
  MultiSendCallOnly: deployments.getMultiSendCallOnlyDeployment,
  CompatibilityFallbackHandler: deployments.getCompatibilityFallbackHandlerDeployment,
  SignMessageLib: deployments.getSignMessageLibDeployment,
  CreateCall: deployments.getCreateCallDeployment,
  SimulateTxAccessor: deployments.getSimulateTxAccessorDeployment,
}

/** The ABI without internalType names (they differ between builds of the same interface). */
const stripped = (abi: unknown) =>
  abi === undefined ? undefined : JSON.parse(JSON.stringify(abi, (k, v) => (k === 'internalType' ? undefined : v)))

/** The deployment ABI Safes of `version` use for `name`: the version's own, else its lender's, else none. */
function abiUsedBy(name: SafeContractName, version: KnownSafeVersion): unknown {
  const own = getters[name]({ version }) as { abi: unknown[]; version?: string } | undefined
  if (own?.version === version) return own.abi
  const lender = (SAFE_VERSION_FACTS[version].borrows as Partial<Record<string, KnownSafeVersion>>)[name]
  return lender === undefined ? undefined : abiUsedBy(name, lender)
}

describe('generated ABIs and addresses', () => {
  it('match @safe-global/safe-deployments for every contract and version', () => {
    for (const version of SAFE_VERSIONS) {
      for (const name of Object.keys(getters) as SafeContractName[]) {
        const deployment = getters[name]({ version })
        expect(canonicalAddresses[version][name]).toBe(deployment?.deployments.canonical?.address)
        expect(getAddress(canonicalAddresses[version][name])).toBe(canonicalAddresses[version][name])
        // 1.3.0 may reuse the 1.4.1 ABI only where the two are identical apart from internalType names.
        const strip = (abi: unknown) =>
          JSON.parse(JSON.stringify(abi, (k, v) => (k === 'internalType' ? undefined : v)))
        expect(strip(safeAbisByVersion[version][name])).toEqual(strip(deployment?.abi))
        const eip155 = (eip155Addresses as Partial<Record<string, Record<SafeContractName, string>>>)[version]
        const listed = deployment?.deployments as { eip155?: { address: string } } | undefined
        expect(eip155?.[name]).toBe(listed?.eip155?.address)
      }
    }
  })

  it('give every known version the ABIs of the contracts its Safes use: its own, or the version it borrows from', () => {
    for (const version of KNOWN_SAFE_VERSIONS) {
      const abis = safeAbisByVersion[version] as Partial<Record<SafeContractName, unknown>>
      for (const name of Object.keys(getters) as SafeContractName[]) {
        expect(stripped(abis[name]), `${name} ${version}`).toEqual(stripped(abiUsedBy(name, version)))
      }
    }
    expect(Object.keys(safeAbisByVersion['1.0.0'])).toEqual(['Safe', 'SafeProxyFactory', 'MultiSend'])
  })

  it('give the 1.4.1 migration contracts (the official upgrade path) as safe-deployments records them', () => {
    const migration = deployments.getSafeMigrationDeployment({ version: '1.4.1' })
    const toL2 = deployments.getSafeToL2MigrationDeployment({ version: '1.4.1' })
    expect(migrationAddresses.SafeMigration).toBe(migration?.deployments.canonical?.address)
    expect(migrationAddresses.SafeToL2Migration).toBe(toL2?.deployments.canonical?.address)
    expect(safeMigrationAbi).toEqual(migration?.abi)
    expect(safeToL2MigrationAbi).toEqual(toL2?.abi)
  })

  it('embed the SafeProxy creation code of the contracts build artifacts', () => {
    const read = (p: string) => JSON.parse(readFileSync(require.resolve(p), 'utf8')) as { bytecode: string }
    const v130 = read(
      '@gnosis.pm/safe-contracts/build/artifacts/contracts/proxies/GnosisSafeProxy.sol/GnosisSafeProxy.json',
    )
    const v141 = read('@safe-global/safe-contracts/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json')
    expect(SAFE_PROXY_CREATION_CODE_1_3_0).toBe(v130.bytecode)
    expect(SAFE_PROXY_CREATION_CODE_1_4_1).toBe(v141.bytecode)
    expect(keccak256(SAFE_PROXY_CREATION_CODE_1_3_0)).not.toBe(keccak256(SAFE_PROXY_CREATION_CODE_1_4_1))
    const v150 = read('@safe-global/safe-smart-account/build/artifacts/contracts/proxies/SafeProxy.sol/SafeProxy.json')
    expect(SAFE_PROXY_CREATION_CODE_1_5_0).toBe(v150.bytecode)
  })

  it('keep the version-specific event shapes callers decode logs with', () => {
    const proxy = getAddress('0x00000000000000000000000000000000000000aa')
    const singleton = canonicalAddresses['1.4.1'].Safe
    // Same topic0, but 1.4.1 indexes the proxy: a 1.3.0 log has both addresses in data.
    const topics141 = encodeEventTopics({ abi: [proxyCreationEventAbi_1_4_1], args: { proxy } })
    expect(topics141).toHaveLength(2)
    expect(encodeEventTopics({ abi: [proxyCreationEventAbi_1_3_0] })[0]).toBe(topics141[0])
    const log130 = decodeEventLog({
      abi: [proxyCreationEventAbi_1_3_0],
      topics: encodeEventTopics({ abi: [proxyCreationEventAbi_1_3_0] }) as [`0x${string}`],
      data: `0x${pad(proxy).slice(2)}${pad(singleton).slice(2)}`,
    })
    expect(log130.args).toEqual({ proxy, singleton })
    const executed = (abi: typeof safeAbi | typeof safeAbi_1_3_0) =>
      abi.find((i) => i.type === 'event' && i.name === 'ExecutionSuccess')
    expect(executed(safeAbi)).toMatchObject({ inputs: [{ indexed: true }, { indexed: false }] })
    expect(executed(safeAbi_1_3_0)).toMatchObject({ inputs: [{ indexed: false }, { indexed: false }] })
  })
})
