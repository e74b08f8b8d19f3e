import type { ModuleExecutionInfo, TransactionSummary } from '@concord/gateway-schema'
import { makeModuleTxId } from '@concord/protocol'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import type { ModuleRow } from '../store/transaction-rows.js'
import { classifyTxInfo } from './classify-tx-info.js'

/** The Transaction Service id of a module transaction: `i` + tx hash without 0x + log index. */
function moduleTransactionId(row: ModuleRow): string {
  return `i${row.txHash.slice(2)}${row.logIndex}`
}

/** The module that executed it and, for a spending-limit transfer, who spent what from the limit. */
export function moduleExecutionInfo(chain: ChainRuntime, row: ModuleRow): ModuleExecutionInfo {
  const { spend } = row
  return {
    type: 'MODULE',
    address: addressInfo(chain, row.module),
    spendingLimitSpend:
      spend === null
        ? null
        : {
            beneficiary: addressInfo(chain, spend.beneficiary),
            token: spend.token,
            amount: spend.amount,
            recipient: addressInfo(chain, spend.recipient),
          },
  }
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
    executionInfo: moduleExecutionInfo(chain, row),
    safeAppInfo: null,
    note: null,
  }
}
