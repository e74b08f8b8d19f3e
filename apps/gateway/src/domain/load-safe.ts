import type { Address, Hex } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'
import { notFound } from '../errors.js'

/** A Safe's current indexed state. */
export type SafeRow = {
  address: Address
  singleton: Address
  nonce: number
  threshold: number
  owners: Address[]
  modules: Address[]
  fallbackHandler: Address | null
  guard: Address | null
  creator: Address | null
  factory: Address | null
  saltNonce: string | null
  creationTxHash: Hex
  createdAt: number
}

/** Loads an indexed Safe, or a 404 that says it is not (yet) indexed. */
export async function loadSafe(db: Queryable, chainId: string, address: string): Promise<SafeRow> {
  const rows = await db.query<{
    address: Address
    singleton: Address
    nonce: number
    threshold: number
    fallback_handler: Address | null
    guard: Address | null
    creator: Address | null
    factory: Address | null
    salt_nonce: string | null
    creation_tx_hash: Hex
    created_at: number
  }>('select * from safes where chain_id = $1 and address = $2', [chainId, address])
  const row = rows[0]
  if (row === undefined)
    throw notFound(`Safe ${address} not found on chain ${chainId}; it is not a Safe or not indexed yet`)
  const owners = await db.query<{ owner: Address }>(
    'select owner from safe_owners where chain_id = $1 and safe = $2 order by position',
    [chainId, address],
  )
  const modules = await db.query<{ module: Address }>(
    'select module from safe_modules where chain_id = $1 and safe = $2 order by module',
    [chainId, address],
  )
  return {
    address: row.address,
    singleton: row.singleton,
    nonce: row.nonce,
    threshold: row.threshold,
    owners: owners.map((o) => o.owner),
    modules: modules.map((m) => m.module),
    fallbackHandler: row.fallback_handler,
    guard: row.guard,
    creator: row.creator,
    factory: row.factory,
    saltNonce: row.salt_nonce,
    creationTxHash: row.creation_tx_hash,
    createdAt: row.created_at,
  }
}
