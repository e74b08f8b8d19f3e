import { describe, expect, test } from 'vitest'
import { type DeploymentRole, deploymentOf, KNOWN_VERSIONS, ROLES } from '../scripts/deployment-roles.js'
import { canonicalAddresses, eip155Addresses, SAFE_VERSIONS } from '../src/index.js'
import { registryAddresses } from '../src/versions/registry-addresses.js'
import {
  KNOWN_SAFE_VERSIONS,
  type KnownSafeVersion,
  SAFE_VERSION_FACTS,
  versionContract,
  versionOfSingleton,
} from '../src/versions/version-registry.js'

type AbiItem = NonNullable<ReturnType<typeof deploymentOf>>['abi'][number]

/** `name(type[ indexed],…)` of every function and event of an ABI, for membership checks. */
function signatures(abi: readonly AbiItem[]): Set<string> {
  const param = (p: { type: string; indexed?: boolean }) => `${p.type}${p.indexed ? ' indexed' : ''}`
  return new Set(abi.map((item) => `${item.type} ${item.name}(${(item.inputs ?? []).map(param).join(',')})`))
}

const abiOf = (version: KnownSafeVersion, role: DeploymentRole) => {
  const lender = (SAFE_VERSION_FACTS[version].borrows as Partial<Record<DeploymentRole, KnownSafeVersion>>)[role]
  const found = deploymentOf(role, lender ?? version)
  if (found === undefined) throw new Error(`no ${role} for ${version}`)
  return signatures(found.abi)
}

describe('the Safe version registry', () => {
  test('lists every version safe-deployments has, oldest first, and its addresses are the package’s', () => {
    expect(KNOWN_SAFE_VERSIONS).toEqual([...KNOWN_VERSIONS])
    for (const version of KNOWN_VERSIONS) {
      for (const role of ROLES) {
        const found = deploymentOf(role, version)
        const generated = registryAddresses[version] as {
          canonical: Partial<Record<DeploymentRole, string>>
          eip155: Partial<Record<DeploymentRole, string>>
        }
        expect(generated.canonical[role], `${role} ${version}`).toBe(found?.deployments.canonical?.address)
        expect(generated.eip155[role], `${role} ${version} (EIP-155)`).toBe(found?.deployments.eip155?.address)
      }
    }
  })

  test('the operated versions and the older address tables agree with it', () => {
    expect(SAFE_VERSIONS).toEqual(KNOWN_SAFE_VERSIONS)
    for (const version of Object.keys(canonicalAddresses) as (keyof typeof canonicalAddresses)[]) {
      for (const [role, address] of Object.entries(canonicalAddresses[version])) {
        expect(versionContract(version, role as DeploymentRole), `${role} ${version}`).toBe(address)
      }
    }
    for (const [role, address] of Object.entries(eip155Addresses['1.3.0'])) {
      expect(registryAddresses['1.3.0'].eip155[role as keyof (typeof eip155Addresses)['1.3.0']]).toBe(address)
    }
  })

  test.each(KNOWN_VERSIONS)('%s: what it supports is what its Safe ABI has', (version) => {
    const facts = SAFE_VERSION_FACTS[version]
    const safe = abiOf(version, 'Safe')
    expect(safe.has('function setFallbackHandler(address)')).toBe(facts.supports.fallbackHandler)
    expect(safe.has('function setGuard(address)')).toBe(facts.supports.guard)
    expect(safe.has('function setModuleGuard(address)')).toBe(facts.supports.moduleGuard)
    expect(safe.has('function changeMasterCopy(address)')).toBe(facts.supports.changeMasterCopy)
    expect(safe.has('function isModuleEnabled(address)')).toBe(facts.supports.isModuleEnabled)
    expect(safe.has('function getStorageAt(uint256,uint256)')).toBe(facts.supports.getStorageAt)
    expect(safe.has('function getModulesPaginated(address,uint256)')).toBe(facts.modulesRead === 'getModulesPaginated')
    expect(registryAddresses[version].canonical).toHaveProperty(facts.supports.l2Singleton ? 'SafeL2' : 'Safe')
    expect(facts.supports.l2Singleton).toBe('SafeL2' in registryAddresses[version].canonical)
    const setupArity = [...safe].find((s) => s.startsWith('function setup('))?.split(',').length
    expect(setupArity).toBe(facts.setupTakesFallbackHandler ? 8 : 7)
  })

  test.each(KNOWN_VERSIONS)('%s: its events are shaped as the registry says', (version) => {
    const { events } = SAFE_VERSION_FACTS[version]
    const safe = abiOf(version, 'Safe')
    const success = {
      none: null,
      unindexed: 'event ExecutionSuccess(bytes32,uint256)',
      indexed: 'event ExecutionSuccess(bytes32 indexed,uint256)',
    }[events.executionSuccess]
    expect([...safe].filter((s) => s.startsWith('event ExecutionSuccess('))).toEqual(success === null ? [] : [success])
    expect(safe.has(events.settingsIndexed ? 'event AddedOwner(address indexed)' : 'event AddedOwner(address)')).toBe(
      true,
    )
    expect([...safe].some((s) => s.startsWith('event SafeSetup('))).toBe(events.safeSetup)
    if (events.l2)
      expect(
        abiOf(version, 'SafeL2').has(
          'event SafeMultiSigTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes,bytes)',
        ),
      ).toBe(true)
    const factory = abiOf(version, 'SafeProxyFactory')
    const creation = {
      proxy: ['event ProxyCreation(address)'],
      'proxy,singleton': ['event ProxyCreation(address,address)'],
      'indexed proxy,singleton': ['event ProxyCreation(address indexed,address)'],
      'indexed proxy,singleton+L2': [
        'event ProxyCreation(address indexed,address)',
        'event ProxyCreationL2(address indexed,address,bytes,uint256)',
      ],
    }[events.proxyCreation]
    for (const event of creation) expect(factory.has(event), event).toBe(true)
  })

  test.each(KNOWN_VERSIONS)('%s: messages and EIP-1271 live where the registry says', (version) => {
    const facts = SAFE_VERSION_FACTS[version]
    const answers: readonly string[] = facts.answersIsValidSignature
    const answerer =
      facts.messagesOn === 'safe' ? abiOf(version, 'Safe') : abiOf(version, 'CompatibilityFallbackHandler')
    expect(answerer.has('function getMessageHash(bytes)')).toBe(true)
    expect(answerer.has('function isValidSignature(bytes,bytes)')).toBe(answers.includes('bytes'))
    expect(answerer.has('function isValidSignature(bytes32,bytes)')).toBe(answers.includes('bytes32'))
    const forms = {
      'dataHash,data,signatures,required': 'function checkNSignatures(bytes32,bytes,bytes,uint256)',
      'executor,dataHash,signatures,required': 'function checkNSignatures(address,bytes32,bytes,uint256)',
    }
    const checks = [...abiOf(version, 'Safe')].filter((s) => s.startsWith('function checkNSignatures('))
    expect(checks.sort()).toEqual(facts.checkNSignatures.map((form) => forms[form]).sort())
  })

  test('every version can reach a factory and a MultiSend, and each update path ends on a newer version', () => {
    for (const version of KNOWN_VERSIONS) {
      expect(versionContract(version, 'SafeProxyFactory'), version).toBeDefined()
      expect(versionContract(version, 'MultiSend'), version).toBeDefined()
      const { update, defaultFallbackHandler } = SAFE_VERSION_FACTS[version]
      if (defaultFallbackHandler !== null) expect(versionContract(version, defaultFallbackHandler)).toBeDefined()
      if (update === null) continue
      expect(KNOWN_VERSIONS.indexOf(update.to)).toBeGreaterThan(KNOWN_VERSIONS.indexOf(version))
      if (update.by === 'changeMasterCopy') expect(SAFE_VERSION_FACTS[version].supports.changeMasterCopy).toBe(true)
      else expect(versionContract(update.to, 'SafeMigration')).toBeDefined()
    }
  })

  test('a singleton address names its version and whether it is the L2 one, on either deployment', () => {
    expect(versionOfSingleton('0x34cfac646f301356faa8b21e94227e3583fe3f5f')).toEqual({ version: '1.1.1', l2: false })
    expect(versionOfSingleton(registryAddresses['1.5.0'].canonical.SafeL2)).toEqual({ version: '1.5.0', l2: true })
    expect(versionOfSingleton(registryAddresses['1.3.0'].eip155.SafeL2)).toEqual({ version: '1.3.0', l2: true })
    expect(versionOfSingleton('0x0000000000000000000000000000000000000001')).toBeUndefined()
  })
})
