import type { Table } from '../../db/table.js'

// What Safes did, as a batch records it: each row type's fields in column order (a field's column is its name in
// snake_case).

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
