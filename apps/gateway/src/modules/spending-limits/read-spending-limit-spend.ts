import type { Address, SpendingLimitSpend } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { addressInfo } from '../../wire/address-info.js'
import { spendingLimitRepository } from './spending-limit-repository.js'

/**
 * Who spent from a spending limit in the Safe's module transaction at (`txHash`, `logIndex`): its beneficiary, token,
 * amount and recipient from the indexed ExecuteAllowanceTransfer; null for a module transaction that is not one.
 */
export async function readSpendingLimitSpend(
  db: Queryable,
  chain: ChainRuntime,
  moduleTx: { safe: Address; txHash: string; logIndex: number },
): Promise<SpendingLimitSpend | null> {
  const { safe, txHash, logIndex } = moduleTx
  const row = await spendingLimitRepository.spendOfModuleTransaction(db, chain.chainId, safe, txHash, logIndex)
  if (row === null) return null
  return {
    beneficiary: addressInfo(chain, row.beneficiary),
    token: row.token,
    amount: row.amount,
    recipient: addressInfo(chain, row.recipient),
  }
}
