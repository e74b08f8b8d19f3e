import { Address, Hex } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

/** A Safe's current indexed state: owners in their on-chain order, modules sorted. */
export const SafeRow = z.object({
  address: Address,
  singleton: Address,
  nonce: z.number(),
  threshold: z.number(),
  owners: z.array(Address),
  modules: z.array(Address),
  fallbackHandler: Address.nullable(),
  guard: Address.nullable(),
  moduleGuard: Address.nullable(),
  creator: Address.nullable(),
  factory: Address.nullable(),
  saltNonce: z.string().nullable(),
  creationTxHash: Hex,
  createdAt: z.number(),
})
export type SafeRow = z.output<typeof SafeRow>

/** When each part of a Safe's data last changed (ms), for SafeInfo's cache tags; null when it never did. */
const CacheTimes = z.object({
  collectibles: z.number().nullable(),
  queued: z.number().nullable(),
  history: z.number().nullable(),
  messages: z.number().nullable(),
})
export type CacheTimes = z.output<typeof CacheTimes>

const SafeAddresses = z.array(z.object({ safe: Address }))
const Singletons = z.array(z.object({ singleton: Address }))

/** The safes module's SQL: indexed Safes with their owners and modules. */
export const safes = {
  /** A Safe with its owners and modules, or null when it is not indexed. */
  async byAddress(db: Queryable, chainId: string, address: string): Promise<SafeRow | null> {
    const [row] = await db.query(
      `select address, singleton, nonce, threshold,
         coalesce((select array_agg(owner order by position) from safe_owners o
                   where o.chain_id = s.chain_id and o.safe = s.address), '{}') as owners,
         coalesce((select array_agg(module order by module) from safe_modules m
                   where m.chain_id = s.chain_id and m.safe = s.address), '{}') as modules,
         fallback_handler as "fallbackHandler", guard, module_guard as "moduleGuard", creator, factory, salt_nonce as "saltNonce",
         creation_tx_hash as "creationTxHash", created_at as "createdAt"
       from safes s where chain_id = $1 and address = $2`,
      [chainId, address],
    )
    return row === undefined ? null : SafeRow.parse(row)
  },

  /** The Safes `owner` is a current owner of, sorted. */
  async ownedBy(db: Queryable, chainId: string, owner: string): Promise<Address[]> {
    const rows = await db.query('select safe from safe_owners where chain_id = $1 and owner = $2 order by safe', [
      chainId,
      owner,
    ])
    return SafeAddresses.parse(rows).map((row) => row.safe)
  },

  /** The Safes that have `module` enabled, sorted. */
  async withModule(db: Queryable, chainId: string, module: string): Promise<Address[]> {
    const rows = await db.query('select safe from safe_modules where chain_id = $1 and module = $2 order by safe', [
      chainId,
      module,
    ])
    return SafeAddresses.parse(rows).map((row) => row.safe)
  },

  /** Whether `owner` is a current owner of any Safe on the chain. */
  async ownsAny(db: Queryable, chainId: string, owner: string): Promise<boolean> {
    const rows = await db.query('select 1 from safe_owners where chain_id = $1 and owner = $2 limit 1', [
      chainId,
      owner,
    ])
    return rows.length > 0
  },

  /** The singleton the Safe was set up with (its first recorded state), if a state is recorded. */
  async firstSingleton(db: Queryable, chainId: string, safe: string): Promise<Address | null> {
    const rows = await db.query(
      'select singleton from safe_states where chain_id = $1 and safe = $2 order by block_number, log_index limit 1',
      [chainId, safe],
    )
    return Singletons.parse(rows)[0]?.singleton ?? null
  },

  /** When the Safe's collectibles, queue (from `nonce` on), history and messages last changed. */
  async cacheTimes(db: Queryable, chainId: string, safe: string, nonce: number): Promise<CacheTimes> {
    const [row] = await db.query(
      // Block timestamps never decrease along the chain, so the newest transfer by block number (an index read) has
      // the latest execution_date; `modified` is never null, so max(modified) reads the partial index of 0003.
      `select
         greatest(
           (select execution_date from transfers where chain_id = $1 and token_type = 'ERC721' and from_address = $2 order by block_number desc limit 1),
           (select execution_date from transfers where chain_id = $1 and token_type = 'ERC721' and to_address = $2 order by block_number desc limit 1)) as collectibles,
         (select max(modified) from multisig_transactions where chain_id = $1 and safe = $2 and tx_hash is null and nonce >= $3) as queued,
         greatest(
           (select max(modified) from multisig_transactions where chain_id = $1 and safe = $2 and tx_hash is not null),
           (select max(execution_date) from module_transactions where chain_id = $1 and safe = $2),
           (select execution_date from transfers where chain_id = $1 and from_address = $2 order by block_number desc limit 1),
           (select execution_date from transfers where chain_id = $1 and to_address = $2 order by block_number desc limit 1)) as history,
         (select max(modified) from messages where chain_id = $1 and safe = $2) as messages`,
      [chainId, safe, nonce],
    )
    return CacheTimes.parse(row)
  },
}
