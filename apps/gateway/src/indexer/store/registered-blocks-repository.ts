import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const Rows = z.array(z.object({ address: z.string(), block: z.coerce.number().int().nonnegative() }))

/** The chain's head when each of `safes` was registered before its deployment (the registered ones with one known). */
export async function registeredBlocks(
  db: Queryable,
  chainId: string,
  safes: readonly string[],
): Promise<Map<string, number>> {
  if (safes.length === 0) return new Map()
  const rows = await db.query(
    `select address, registered_block as block from counterfactual_safes
     where chain_id = $1 and registered_block is not null and address in (${safes.map((_, i) => `$${i + 2}`).join(', ')})`,
    [chainId, ...safes],
  )
  return new Map(Rows.parse(rows).map((row) => [row.address, row.block]))
}
