import type { Table } from '../../db/table.js'

/** A spending-limit transfer of an indexed Safe, linked to the module transaction that made it (migration 0022). */
export type AllowanceTransferRow = {
  chainId: string
  txHash: string
  logIndex: number
  blockNumber: number
  safe: string
  module: string
  delegate: string
  token: string
  toAddress: string
  value: string
  nonce: number
  moduleLogIndex: number | null
}

/** The `allowance_transfers` table: who spent a module transaction's funds from a spending limit. */
export const ALLOWANCE_TRANSFERS: Table<AllowanceTransferRow> = {
  name: 'allowance_transfers',
  fields: [
    'chainId',
    'txHash',
    'logIndex',
    'blockNumber',
    'safe',
    'module',
    'delegate',
    'token',
    'toAddress',
    'value',
    'nonce',
    'moduleLogIndex',
  ],
  key: ['chainId', 'txHash', 'logIndex'],
  onConflict: 'skip',
}
