import type { Address, Hex, TransactionSummary } from '@concord/gateway-schema'
import { makeModuleTxId } from '@concord/protocol'
import type { Queryable } from '../db/db.js'
import { addressInfo } from './address-info.js'
import { classifyTxInfo } from './classify-tx-info.js'
import type { ChainRuntime } from './gateway-context.js'
import type { TokenRow } from './load-tokens.js'

/** A module transaction as stored. */
export type ModuleRow = {
  safe: Address
  module: Address
  to: Address
  value: string
  data: Hex | null
  operation: number
  isSuccessful: boolean
  txHash: Hex
  blockNumber: number
  logIndex: number
  executionDate: number
}

/** Loads module transactions matching `where` ($1 = chain id). */
export async function loadModuleRows(
  db: Queryable,
  chainId: string,
  where: string,
  params: readonly unknown[],
  tail = '',
) {
  const rows = await db.query<Record<string, unknown>>(
    `select safe, module, to_address, value, data, operation, is_successful, tx_hash, block_number, log_index, execution_date
     from module_transactions where chain_id = $1 and ${where} ${tail}`,
    [chainId, ...params],
  )
  return rows.map(
    (r): ModuleRow => ({
      safe: r.safe as Address,
      module: r.module as Address,
      to: r.to_address as Address,
      value: r.value as string,
      data: r.data as Hex | null,
      operation: Number(r.operation),
      isSuccessful: r.is_successful as boolean,
      txHash: r.tx_hash as Hex,
      blockNumber: r.block_number as number,
      logIndex: r.log_index as number,
      executionDate: r.execution_date as number,
    }),
  )
}

/** The Transaction Service id of a module transaction: `i` + tx hash without 0x + log index. */
export function moduleTransactionId(row: { txHash: string; logIndex: number }): string {
  return `i${row.txHash.slice(2)}${row.logIndex}`
}

/** A module transaction as a list item's `transaction`. */
export function summarizeModule(
  chain: ChainRuntime,
  row: ModuleRow,
  tokens: ReadonlyMap<string, TokenRow>,
): TransactionSummary {
  return {
    id: makeModuleTxId(row.safe, moduleTransactionId(row)),
    txHash: row.txHash,
    timestamp: row.executionDate,
    txStatus: row.isSuccessful ? 'SUCCESS' : 'FAILED',
    txInfo: classifyTxInfo(chain, row, tokens, { isMultisig: false }),
    executionInfo: { type: 'MODULE', address: addressInfo(chain, row.module) },
    safeAppInfo: null,
    note: null,
  }
}
