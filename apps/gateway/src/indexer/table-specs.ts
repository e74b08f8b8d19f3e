import type { TableSpec } from './batch-writer.js'

// The indexer's tables as the BatchWriter fills them. Column order = the order of each row's values.

/** A Safe's creation facts (its current state columns are set after the batch). */
export const SAFES: TableSpec = {
  table: 'safes',
  columns: [
    'chain_id',
    'address',
    'singleton',
    'nonce',
    'threshold',
    'fallback_handler',
    'guard',
    'creator',
    'factory',
    'initializer',
    'salt_nonce',
    'creation_tx_hash',
    'creation_block',
    'creation_log_index',
    'created_at',
  ],
  conflict: 'on conflict do nothing',
  key: [0, 1],
}

/** Executed multisig transactions; an execution completes a stored proposal with the same safeTxHash. */
export const MULTISIG_TRANSACTIONS: TableSpec = {
  table: 'multisig_transactions',
  columns: [
    'chain_id',
    'safe',
    'safe_tx_hash',
    'to_address',
    'value',
    'data',
    'operation',
    'safe_tx_gas',
    'base_gas',
    'gas_price',
    'gas_token',
    'refund_receiver',
    'nonce',
    'tx_hash',
    'block_number',
    'log_index',
    'execution_date',
    'executor',
    'is_successful',
    'payment',
    'fee',
    'signatures',
    'confirmations_required',
    'trusted',
    'submission_date',
    'modified',
  ],
  conflict: `on conflict (chain_id, safe_tx_hash) do update set tx_hash = excluded.tx_hash,
    block_number = excluded.block_number, log_index = excluded.log_index, execution_date = excluded.execution_date,
    executor = excluded.executor, is_successful = excluded.is_successful, payment = excluded.payment, fee = excluded.fee,
    signatures = excluded.signatures, confirmations_required = excluded.confirmations_required, trusted = true,
    modified = excluded.modified`,
  key: [0, 2],
}

/** Owner confirmations taken from executed signatures. */
export const CONFIRMATIONS: TableSpec = {
  table: 'confirmations',
  columns: ['chain_id', 'safe_tx_hash', 'owner', 'signature', 'signature_type', 'submission_date', 'block_number'],
  conflict: 'on conflict do nothing',
  key: [0, 1, 2],
}

/** Native, ERC-20 and ERC-721 transfers from or to indexed Safes. */
export const TRANSFERS: TableSpec = {
  table: 'transfers',
  columns: [
    'chain_id',
    'tx_hash',
    'log_index',
    'block_number',
    'execution_date',
    'token_type',
    'token_address',
    'from_address',
    'to_address',
    'value',
    'token_id',
  ],
  conflict: 'on conflict do nothing',
  key: [0, 1, 2],
}

/** Module transactions. */
export const MODULE_TRANSACTIONS: TableSpec = {
  table: 'module_transactions',
  columns: [
    'chain_id',
    'safe',
    'module',
    'to_address',
    'value',
    'data',
    'operation',
    'is_successful',
    'tx_hash',
    'block_number',
    'log_index',
    'execution_date',
  ],
  conflict: 'on conflict do nothing',
  key: [0, 8, 10],
}

/** On-chain approveHash calls. */
export const APPROVED_HASHES: TableSpec = {
  table: 'approved_hashes',
  columns: ['chain_id', 'safe', 'hash', 'owner', 'tx_hash', 'block_number', 'log_index', 'execution_date'],
  conflict: 'on conflict do nothing',
  key: [0, 1, 2, 3],
}

/** On-chain SignMsg events. */
export const SIGNED_MESSAGES: TableSpec = {
  table: 'signed_messages',
  columns: ['chain_id', 'safe', 'message_hash', 'tx_hash', 'block_number', 'log_index'],
  conflict: 'on conflict do nothing',
  key: [0, 1, 2],
}

/** Token metadata, once per token. */
export const TOKENS: TableSpec = {
  table: 'tokens',
  columns: ['chain_id', 'address', 'token_type', 'name', 'symbol', 'decimals', 'trusted', 'valid', 'logo_uri'],
  conflict: 'on conflict do nothing',
  key: [0, 1],
}

/** A Safe's full state after each state-changing event. */
export const SAFE_STATES: TableSpec = {
  table: 'safe_states',
  columns: [
    'chain_id',
    'safe',
    'block_number',
    'log_index',
    'nonce',
    'threshold',
    'owners',
    'modules',
    'singleton',
    'fallback_handler',
    'guard',
  ],
  casts: { owners: '::jsonb', modules: '::jsonb' },
  conflict: `on conflict (chain_id, safe, block_number, log_index) do update set nonce = excluded.nonce,
    threshold = excluded.threshold, owners = excluded.owners, modules = excluded.modules,
    singleton = excluded.singleton, fallback_handler = excluded.fallback_handler, guard = excluded.guard`,
  key: [0, 1, 2, 3],
}

/** Current owners (rebuilt for the Safes a batch touches). */
export const SAFE_OWNERS: TableSpec = {
  table: 'safe_owners',
  columns: ['chain_id', 'safe', 'owner', 'position'],
  conflict: '',
  key: [0, 1, 2],
}

/** Current modules (rebuilt for the Safes a batch touches). */
export const SAFE_MODULES: TableSpec = {
  table: 'safe_modules',
  columns: ['chain_id', 'safe', 'module'],
  conflict: '',
  key: [0, 1, 2],
}

/** Hashes of recent blocks, for reorg detection. */
export const BLOCKS: TableSpec = {
  table: 'blocks',
  columns: ['chain_id', 'number', 'hash', 'parent_hash', 'timestamp'],
  conflict: `on conflict (chain_id, number) do update set hash = excluded.hash, parent_hash = excluded.parent_hash,
    timestamp = excluded.timestamp`,
  key: [0, 1],
}
