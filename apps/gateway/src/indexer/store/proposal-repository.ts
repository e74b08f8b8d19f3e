import type { Hex } from 'viem'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'
import type { ExecArgs } from '../types/safe-tx.js'

const ZERO = '0x0000000000000000000000000000000000000000'

const ProposalRow = z.object({
  to_address: z.string(),
  value: z.string(),
  data: z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)).nullable(),
  operation: z.number(),
  safe_tx_gas: z.string(),
  base_gas: z.string(),
  gas_price: z.string(),
  gas_token: z.string(),
  refund_receiver: z.string().nullable(),
})

/** Multisig transactions stored through the API (proposals), as the indexer reads them. */
export function proposalRepository(db: Queryable) {
  return {
    /** The SafeTx of the stored transaction with `safeTxHash` (its signatures left empty); null when none is stored. */
    async safeTx(chainId: string, safe: string, safeTxHash: Hex): Promise<ExecArgs | null> {
      const [raw] = await db.query(
        `select to_address, value, data, operation, safe_tx_gas, base_gas, gas_price, gas_token, refund_receiver
         from multisig_transactions where chain_id = $1 and safe = $2 and safe_tx_hash = $3`,
        [chainId, safe, safeTxHash],
      )
      if (raw === undefined) return null
      const row = ProposalRow.parse(raw)
      return {
        to: row.to_address,
        value: BigInt(row.value),
        data: row.data ?? '0x',
        operation: row.operation,
        safeTxGas: BigInt(row.safe_tx_gas),
        baseGas: BigInt(row.base_gas),
        gasPrice: BigInt(row.gas_price),
        gasToken: row.gas_token,
        refundReceiver: row.refund_receiver ?? ZERO,
        signatures: '0x',
      }
    },
  }
}
