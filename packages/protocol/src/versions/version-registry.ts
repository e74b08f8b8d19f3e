import type { Address } from 'viem'
import { registryAddresses } from './registry-addresses.js'

/** Every Safe version the registry describes (1.0.0–1.5.0); SAFE_VERSIONS are the ones Concord operates today. */
export type KnownSafeVersion = keyof typeof registryAddresses

/** Every known Safe version, oldest first. */
export const KNOWN_SAFE_VERSIONS = Object.keys(registryAddresses) as readonly KnownSafeVersion[]

/** A contract role some version has a deployment of (Safe, SafeL2, SafeProxyFactory, SafeMigration…). */
export type SafeContractRole = {
  [V in KnownSafeVersion]: keyof (typeof registryAddresses)[V]['canonical']
}[KnownSafeVersion]

/**
 * What one Safe version is, beyond its addresses: how it hashes, what it emits, what it supports and how it is
 * updated. Read from each version's contracts (safe-deployments ABIs and the published sources); the ABI-visible
 * facts are checked against safe-deployments by test/version-registry.test.ts.
 */
export type SafeVersionFacts = {
  /** EIP-712 domain fields: only the Safe's address before 1.3.0, with the chain id from 1.3.0. */
  domain: 'verifyingContract' | 'chainId,verifyingContract'
  /** setup(): a fallback handler parameter from 1.1.0 (1.0.0 has none). */
  setupTakesFallbackHandler: boolean
  events: {
    /** ExecutionSuccess: 1.0.0 emits none (only ExecutionFailed), 1.1.1–1.3.0 do not index txHash, 1.4.1 on do. */
    executionSuccess: 'none' | 'unindexed' | 'indexed'
    /** AddedOwner, RemovedOwner, EnabledModule, DisabledModule… index their address from 1.4.1. */
    settingsIndexed: boolean
    /** SafeSetup at creation, from 1.3.0. */
    safeSetup: boolean
    /** The L2 singleton's SafeMultiSigTransaction / SafeModuleTransaction, from 1.3.0. */
    l2: boolean
    /** The factory's creation event: its fields, `indexed` where the proxy is a topic; 1.5.0 adds the L2 form. */
    proxyCreation: 'proxy' | 'proxy,singleton' | 'indexed proxy,singleton' | 'indexed proxy,singleton+L2'
  }
  /** Where message hashes and EIP-1271 answers live: the Safe itself before 1.3.0, its fallback handler from 1.3.0. */
  messagesOn: 'safe' | 'fallback-handler'
  /** The isValidSignature forms the Safe answers (legacy `bytes` returns 0x20c13b0b, `bytes32` returns 0x1626ba7e). */
  answersIsValidSignature: readonly ('bytes' | 'bytes32')[]
  /** The isValidSignature form the Safe calls on an owner that is a contract (v = 0): `bytes32` from 1.5.0. */
  asksContractOwners: 'bytes' | 'bytes32'
  /** checkNSignatures' public forms: none before 1.3.0; 1.5.0 adds one that takes the executor first. */
  checkNSignatures: readonly ('dataHash,data,signatures,required' | 'executor,dataHash,signatures,required')[]
  /** How the Safe lists its modules: getModules() only in 1.0.0. */
  modulesRead: 'getModules' | 'getModulesPaginated'
  supports: {
    fallbackHandler: boolean
    guard: boolean
    moduleGuard: boolean
    changeMasterCopy: boolean
    l2Singleton: boolean
    isModuleEnabled: boolean
    getStorageAt: boolean
  }
  /** Contracts this version was released without, taken from another version (MultiSend is version-free). */
  borrows: Partial<Record<SafeContractRole, KnownSafeVersion>>
  /** The fallback handler a new Safe of this version is given, or null where setup takes none. */
  defaultFallbackHandler: 'DefaultCallbackHandler' | 'CompatibilityFallbackHandler' | null
  /**
   * What safeTxGas is without refunds (gasPrice 0): before 1.3.0 the call's own gas limit, so it must be estimated (0
   * starves the call); from 1.3.0 the call gets all the gas the execution is sent with, and safeTxGas 0 makes a
   * failing call revert the execution, so the wallet's estimate covers the call and no underfunded execution is mined
   * as failed (Safe{Wallet} proposes 0 there).
   */
  safeTxGas: 'estimate' | 'zero'
  /** How Safe{Wallet} updates a Safe of this version, and to which; null when there is nothing newer to go to. */
  update: { to: KnownSafeVersion; by: 'changeMasterCopy' | 'SafeMigration' } | null
}

const legacyEvents = { settingsIndexed: false, safeSetup: false, l2: false, proxyCreation: 'proxy' } as const
const legacy = {
  domain: 'verifyingContract',
  setupTakesFallbackHandler: true,
  messagesOn: 'safe',
  answersIsValidSignature: ['bytes'],
  asksContractOwners: 'bytes',
  checkNSignatures: [],
  modulesRead: 'getModulesPaginated',
  defaultFallbackHandler: 'DefaultCallbackHandler',
  safeTxGas: 'estimate',
  // Safe{Wallet}'s path for a Safe without the migration contracts: changeMasterCopy and setFallbackHandler in one batch.
  update: { to: '1.4.1', by: 'changeMasterCopy' },
} as const
const noGuards = { guard: false, moduleGuard: false, changeMasterCopy: true, l2Singleton: false, getStorageAt: false }
const modern = {
  domain: 'chainId,verifyingContract',
  setupTakesFallbackHandler: true,
  messagesOn: 'fallback-handler',
  modulesRead: 'getModulesPaginated',
  borrows: {},
  defaultFallbackHandler: 'CompatibilityFallbackHandler',
  safeTxGas: 'zero',
} as const
const modernSupports = {
  fallbackHandler: true,
  guard: true,
  changeMasterCopy: false,
  l2Singleton: true,
  isModuleEnabled: true,
  getStorageAt: true,
}
// 1.3.0 and 1.4.1 alike: both EIP-1271 forms through the handler, the legacy form asked of contract owners, no module
// guard, and SafeMigration 1.5.0 as their way up.
const beforeV150 = {
  answersIsValidSignature: ['bytes', 'bytes32'],
  asksContractOwners: 'bytes',
  checkNSignatures: ['dataHash,data,signatures,required'],
  supports: { ...modernSupports, moduleGuard: false },
  update: { to: '1.5.0', by: 'SafeMigration' },
} as const

/** Every known Safe version's facts. */
export const SAFE_VERSION_FACTS = {
  '1.0.0': {
    ...legacy,
    setupTakesFallbackHandler: false,
    events: { ...legacyEvents, executionSuccess: 'none' },
    modulesRead: 'getModules',
    supports: { ...noGuards, fallbackHandler: false, isModuleEnabled: false },
    borrows: { MultiSend: '1.1.1' },
    defaultFallbackHandler: null,
  },
  '1.1.1': {
    ...legacy,
    events: { ...legacyEvents, executionSuccess: 'unindexed' },
    supports: { ...noGuards, fallbackHandler: true, isModuleEnabled: false },
    borrows: {},
  },
  '1.2.0': {
    ...legacy,
    events: { ...legacyEvents, executionSuccess: 'unindexed' },
    supports: { ...noGuards, fallbackHandler: true, isModuleEnabled: true },
    // 1.2.0 shipped a new singleton only; its Safes are made by the 1.1.1 factory.
    borrows: { SafeProxyFactory: '1.1.1', MultiSend: '1.1.1', DefaultCallbackHandler: '1.1.1' },
  },
  '1.3.0': {
    ...modern,
    events: {
      executionSuccess: 'unindexed',
      settingsIndexed: false,
      safeSetup: true,
      l2: true,
      proxyCreation: 'proxy,singleton',
    },
    ...beforeV150,
  },
  '1.4.1': {
    ...modern,
    events: {
      executionSuccess: 'indexed',
      settingsIndexed: true,
      safeSetup: true,
      l2: true,
      proxyCreation: 'indexed proxy,singleton',
    },
    ...beforeV150,
  },
  '1.5.0': {
    ...modern,
    events: {
      executionSuccess: 'indexed',
      settingsIndexed: true,
      safeSetup: true,
      l2: true,
      proxyCreation: 'indexed proxy,singleton+L2',
    },
    // 1.5.0's CompatibilityFallbackHandler dropped the legacy bytes form, and the Safe asks contract owners with bytes32.
    answersIsValidSignature: ['bytes32'],
    asksContractOwners: 'bytes32',
    checkNSignatures: ['dataHash,data,signatures,required', 'executor,dataHash,signatures,required'],
    supports: { ...modernSupports, moduleGuard: true },
    update: null,
  },
} as const satisfies Record<KnownSafeVersion, SafeVersionFacts>

/** Whether `version` is one the registry describes (exactly: no build suffix). */
export function isKnownSafeVersion(version: string): version is KnownSafeVersion {
  return Object.hasOwn(registryAddresses, version)
}

/**
 * The canonical address of `role` for Safes of `version`: the version's own deployment, else the one it borrows, else
 * undefined (1.0.0 has no MultiSendCallOnly, say).
 */
export function versionContract(version: KnownSafeVersion, role: SafeContractRole): Address | undefined {
  const own = registryAddresses[version].canonical as Partial<Record<SafeContractRole, Address>>
  if (own[role] !== undefined) return own[role]
  const lender = (SAFE_VERSION_FACTS[version].borrows as Partial<Record<SafeContractRole, KnownSafeVersion>>)[role]
  return lender === undefined ? undefined : versionContract(lender, role)
}

/** The EIP-155 (replay-protected deployer) address of `role` for `version`, where one exists (1.3.0 only today). */
export function versionContractEip155(version: KnownSafeVersion, role: SafeContractRole): Address | undefined {
  return (registryAddresses[version].eip155 as Partial<Record<SafeContractRole, Address>>)[role]
}

/** The known version whose singleton (or L2 singleton) is at `address` on its canonical or EIP-155 address. */
export function versionOfSingleton(address: string): { version: KnownSafeVersion; l2: boolean } | undefined {
  const wanted = address.toLowerCase()
  for (const version of KNOWN_SAFE_VERSIONS) {
    for (const kind of ['canonical', 'eip155'] as const) {
      const set = registryAddresses[version][kind] as Partial<Record<SafeContractRole, Address>>
      if (set.Safe?.toLowerCase() === wanted) return { version, l2: false }
      if (set.SafeL2?.toLowerCase() === wanted) return { version, l2: true }
    }
  }
  return undefined
}

/** Every known version's contract at `address` (canonical or EIP-155), by role, or undefined when it is none. */
export function safeContractAt(address: string): { version: KnownSafeVersion; role: SafeContractRole } | undefined {
  const wanted = address.toLowerCase()
  for (const version of KNOWN_SAFE_VERSIONS) {
    for (const kind of ['canonical', 'eip155'] as const) {
      const set = registryAddresses[version][kind] as Partial<Record<SafeContractRole, Address>>
      for (const [role, found] of Object.entries(set)) {
        if (found?.toLowerCase() === wanted) return { version, role: role as SafeContractRole }
      }
    }
  }
  return undefined
}
