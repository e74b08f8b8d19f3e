// The indexer's tables as a batch fills them: each row type's fields in column order (a field's column is its name in
// snake_case), the fields of the table's key, and what an insert does with a row whose key is already stored.

/** A table that batch writes fill with rows of type `Row`. */
export type Table<Row> = {
  name: string
  /** Every field of `Row`, in column order. */
  fields: readonly (keyof Row & string)[]
  /** The key's fields: a repeated key is written before the next row, as row-by-row inserts would. */
  key: readonly (keyof Row & string)[]
  /** On a stored key: keep the stored row, overwrite the listed fields, or fail (no conflict clause). */
  onConflict: 'skip' | 'fail' | { update: readonly (keyof Row & string)[] }
  /** Fields sent as JSON text and stored as jsonb. */
  jsonb?: readonly (keyof Row & string)[]
}

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
  ],
  key: ['chainId', 'address'],
  onConflict: 'skip',
}

/** An executed multisig transaction; it completes a stored proposal with the same safeTxHash. */
export type ExecutionRow = {
  chainId: string
  safe: string
  safeTxHash: string
  toAddress: string
  value: string
  data: string | null
  operation: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: string
  refundReceiver: string
  nonce: number
  txHash: string
  blockNumber: number
  logIndex: number
  executionDate: number
  executor: string | null
  isSuccessful: boolean
  payment: string
  fee: string | null
  signatures: string
  confirmationsRequired: number
  trusted: boolean
  submissionDate: number
  modified: number
}

/** The `multisig_transactions` table: a proposal keeps its SafeTx, proposer and submission date when executed. */
export const MULTISIG_TRANSACTIONS: Table<ExecutionRow> = {
  name: 'multisig_transactions',
  fields: [
    'chainId',
    'safe',
    'safeTxHash',
    'toAddress',
    'value',
    'data',
    'operation',
    'safeTxGas',
    'baseGas',
    'gasPrice',
    'gasToken',
    'refundReceiver',
    'nonce',
    'txHash',
    'blockNumber',
    'logIndex',
    'executionDate',
    'executor',
    'isSuccessful',
    'payment',
    'fee',
    'signatures',
    'confirmationsRequired',
    'trusted',
    'submissionDate',
    'modified',
  ],
  key: ['chainId', 'safeTxHash'],
  onConflict: {
    update: [
      'txHash',
      'blockNumber',
      'logIndex',
      'executionDate',
      'executor',
      'isSuccessful',
      'payment',
      'fee',
      'signatures',
      'confirmationsRequired',
      'trusted',
      'modified',
    ],
  },
}

/** An owner's confirmation taken from executed signatures. */
export type ConfirmationRow = {
  chainId: string
  safeTxHash: string
  owner: string
  signature: string
  signatureType: string
  submissionDate: number
  blockNumber: number
}

/** The `confirmations` table. */
export const CONFIRMATIONS: Table<ConfirmationRow> = {
  name: 'confirmations',
  fields: ['chainId', 'safeTxHash', 'owner', 'signature', 'signatureType', 'submissionDate', 'blockNumber'],
  key: ['chainId', 'safeTxHash', 'owner'],
  onConflict: 'skip',
}

/** A native, ERC-20 or ERC-721 transfer from or to an indexed Safe. */
export type TransferRow = {
  chainId: string
  txHash: string
  logIndex: number
  blockNumber: number
  executionDate: number
  tokenType: 'NATIVE' | 'ERC20' | 'ERC721'
  tokenAddress: string | null
  fromAddress: string
  toAddress: string
  value: string | null
  tokenId: string | null
}

/** The `transfers` table. */
export const TRANSFERS: Table<TransferRow> = {
  name: 'transfers',
  fields: [
    'chainId',
    'txHash',
    'logIndex',
    'blockNumber',
    'executionDate',
    'tokenType',
    'tokenAddress',
    'fromAddress',
    'toAddress',
    'value',
    'tokenId',
  ],
  key: ['chainId', 'txHash', 'logIndex'],
  onConflict: 'skip',
}

/** A module transaction. */
export type ModuleTransactionRow = {
  chainId: string
  safe: string
  module: string
  toAddress: string
  value: string
  data: string | null
  operation: number
  isSuccessful: boolean
  txHash: string
  blockNumber: number
  logIndex: number
  executionDate: number
}

/** The `module_transactions` table. */
export const MODULE_TRANSACTIONS: Table<ModuleTransactionRow> = {
  name: 'module_transactions',
  fields: [
    'chainId',
    'safe',
    'module',
    'toAddress',
    'value',
    'data',
    'operation',
    'isSuccessful',
    'txHash',
    'blockNumber',
    'logIndex',
    'executionDate',
  ],
  key: ['chainId', 'txHash', 'logIndex'],
  onConflict: 'skip',
}

/** An on-chain approveHash call. */
export type ApprovedHashRow = {
  chainId: string
  safe: string
  hash: string
  owner: string
  txHash: string
  blockNumber: number
  logIndex: number
  executionDate: number
}

/** The `approved_hashes` table. */
export const APPROVED_HASHES: Table<ApprovedHashRow> = {
  name: 'approved_hashes',
  fields: ['chainId', 'safe', 'hash', 'owner', 'txHash', 'blockNumber', 'logIndex', 'executionDate'],
  key: ['chainId', 'safe', 'hash', 'owner'],
  onConflict: 'skip',
}

/** An on-chain SignMsg event. */
export type SignedMessageRow = {
  chainId: string
  safe: string
  messageHash: string
  txHash: string
  blockNumber: number
  logIndex: number
}

/** The `signed_messages` table. */
export const SIGNED_MESSAGES: Table<SignedMessageRow> = {
  name: 'signed_messages',
  fields: ['chainId', 'safe', 'messageHash', 'txHash', 'blockNumber', 'logIndex'],
  key: ['chainId', 'safe', 'messageHash'],
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
  ],
  key: ['chainId', 'safe', 'blockNumber', 'logIndex'],
  onConflict: { update: ['nonce', 'threshold', 'owners', 'modules', 'singleton', 'fallbackHandler', 'guard'] },
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
