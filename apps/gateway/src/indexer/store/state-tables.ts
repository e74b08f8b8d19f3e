import type { Table } from '../../db/table.js'

// What Safes, tokens and blocks are, as a batch records it: each row type's fields in column order (a field's column is
// its name in snake_case).

/** A Safe's creation facts (its current state columns are set after the batch). */
export type SafeRow = {
  chainId: string
  address: string
  singleton: string
  nonce: number
  threshold: number
  fallbackHandler: string | null
  guard: string | null
  creator: string | null
  factory: string | null
  initializer: string | null
  saltNonce: string | null
  creationTxHash: string
  creationBlock: number
  creationLogIndex: number
  createdAt: number
  /** What the factory created it with (singleton, setup() calldata, CREATE2 salt nonce), null when it is not known. */
  setupSingleton: string | null
  setupInitializer: string | null
  setupSaltNonce: string | null
}

/** The `safes` table. */
export const SAFES: Table<SafeRow> = {
  name: 'safes',
  fields: [
    'chainId',
    'address',
    'singleton',
    'nonce',
    'threshold',
    'fallbackHandler',
    'guard',
    'creator',
    'factory',
    'initializer',
    'saltNonce',
    'creationTxHash',
    'creationBlock',
    'creationLogIndex',
    'createdAt',
    'setupSingleton',
    'setupInitializer',
    'setupSaltNonce',
  ],
  key: ['chainId', 'address'],
  onConflict: 'skip',
}

/** A token's metadata, once per token. */
export type TokenRow = {
  chainId: string
  address: string
  tokenType: 'ERC20' | 'ERC721'
  name: string
  symbol: string
  decimals: number
  trusted: boolean
  valid: boolean
  logoUri: string
}

/** The `tokens` table. */
export const TOKENS: Table<TokenRow> = {
  name: 'tokens',
  fields: ['chainId', 'address', 'tokenType', 'name', 'symbol', 'decimals', 'trusted', 'valid', 'logoUri'],
  key: ['chainId', 'address'],
  onConflict: 'skip',
}

/** A Safe's full state after a state-changing event (owners and modules as JSON arrays). */
export type SafeStateRow = {
  chainId: string
  safe: string
  blockNumber: number
  logIndex: number
  nonce: number
  threshold: number
  owners: string
  modules: string
  singleton: string
  fallbackHandler: string | null
  guard: string | null
  moduleGuard: string | null
}

/** The `safe_states` table. */
export const SAFE_STATES: Table<SafeStateRow> = {
  name: 'safe_states',
  fields: [
    'chainId',
    'safe',
    'blockNumber',
    'logIndex',
    'nonce',
    'threshold',
    'owners',
    'modules',
    'singleton',
    'fallbackHandler',
    'guard',
    'moduleGuard',
  ],
  key: ['chainId', 'safe', 'blockNumber', 'logIndex'],
  onConflict: {
    update: ['nonce', 'threshold', 'owners', 'modules', 'singleton', 'fallbackHandler', 'guard', 'moduleGuard'],
  },
  jsonb: ['owners', 'modules'],
}

/** A current owner (rebuilt for the Safes a batch touches). */
export type SafeOwnerRow = { chainId: string; safe: string; owner: string; position: number }

/** The `safe_owners` table. */
export const SAFE_OWNERS: Table<SafeOwnerRow> = {
  name: 'safe_owners',
  fields: ['chainId', 'safe', 'owner', 'position'],
  key: ['chainId', 'safe', 'owner'],
  onConflict: 'fail',
}

/** A current module (rebuilt for the Safes a batch touches). */
export type SafeModuleRow = { chainId: string; safe: string; module: string }

/** The `safe_modules` table. */
export const SAFE_MODULES: Table<SafeModuleRow> = {
  name: 'safe_modules',
  fields: ['chainId', 'safe', 'module'],
  key: ['chainId', 'safe', 'module'],
  onConflict: 'fail',
}

/** The hash of a recent block, for reorg detection. */
export type BlockRow = { chainId: string; number: number; hash: string; parentHash: string; timestamp: number }

/** The `blocks` table. */
export const BLOCKS: Table<BlockRow> = {
  name: 'blocks',
  fields: ['chainId', 'number', 'hash', 'parentHash', 'timestamp'],
  key: ['chainId', 'number'],
  onConflict: { update: ['hash', 'parentHash', 'timestamp'] },
}
