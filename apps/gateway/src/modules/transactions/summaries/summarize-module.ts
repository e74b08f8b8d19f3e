import type { TransactionSummary } from '@concord/gateway-schema'
import { makeModuleTxId } from '@concord/protocol'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import type { ModuleRow } from '../store/transaction-rows.js'
import { classifyTxInfo } from './classify-tx-info.js'

/** The Transaction Service id of a module transaction: `i` + tx hash without 0x + log index. */
function moduleTransactionId(row: ModuleRow): string {
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
