import { Address, Hex } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../../db/db.js'

/** A Safe registered before its deployment: what creates it, and what its setup says. */
export const CounterfactualRow = z.object({
  address: Address,
  factory: Address,
  singleton: Address,
  initializer: Hex,
  saltNonce: z.string(),
  owners: z.array(Address),
  threshold: z.number(),
  fallbackHandler: Address.nullable(),
})
export type CounterfactualRow = z.output<typeof CounterfactualRow>

/** An indexed Safe's factory and, when the indexer could read and check it, what the factory created it with. */
const IndexedSetupRow = z.object({
  factory: Address.nullable(),
  singleton: Address.nullable(),
  initializer: Hex.nullable(),
  saltNonce: z.string().nullable(),
})
export type IndexedSetupRow = z.output<typeof IndexedSetupRow>

const COLUMNS = `address, factory, singleton, initializer, salt_nonce as "saltNonce", owners, threshold,
  fallback_handler as "fallbackHandler"`

/** The counterfactual Safes' SQL. */
export const counterfactualSafes = {
  /**
   * Stores `row` on `chainId` unless that address is registered already (the same address means the same setup), with
   * the chain's head `block` then (the indexer reads the tokens sent to it from there on once it is deployed).
   */
  async register(
    db: Queryable,
    chainId: string,
    row: CounterfactualRow,
    registered: { by: string; now: number; block: number },
  ): Promise<void> {
    await db.query(
      `insert into counterfactual_safes (chain_id, address, factory, singleton, initializer, salt_nonce, owners,
         threshold, fallback_handler, registered_by, created_at, registered_block)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12) on conflict do nothing`,
      [
        chainId,
        row.address,
        row.factory,
        row.singleton,
        row.initializer,
        row.saltNonce,
        JSON.stringify(row.owners),
        row.threshold,
        row.fallbackHandler,
        registered.by,
        registered.now,
        registered.block,
      ],
    )
  },

  /** The registered Safe at `address` on `chainId`, or null. */
  async byAddress(db: Queryable, chainId: string, address: string): Promise<CounterfactualRow | null> {
    const [row] = await db.query(`select ${COLUMNS} from counterfactual_safes where chain_id = $1 and address = $2`, [
      chainId,
      address,
    ])
    return row === undefined ? null : CounterfactualRow.parse(row)
  },

  /** The indexed Safe at `address` on `chainId` with its factory setup (fields null where unknown), or null. */
  async indexedSetup(db: Queryable, chainId: string, address: string): Promise<IndexedSetupRow | null> {
    const [row] = await db.query(
      `select factory, setup_singleton as singleton, setup_initializer as initializer, setup_salt_nonce as "saltNonce"
       from safes where chain_id = $1 and address = $2`,
      [chainId, address],
    )
    return row === undefined ? null : IndexedSetupRow.parse(row)
  },

  /** The addresses of the registered Safes `owner` is an owner of on `chainId`, sorted. */
  async ownedBy(db: Queryable, chainId: string, owner: string): Promise<string[]> {
    const rows = await db.query(
      'select address from counterfactual_safes where chain_id = $1 and owners @> $2::jsonb order by address',
      [chainId, JSON.stringify([owner])],
    )
    return rows.map((row) => z.string().parse(row.address))
  },
}
