import type { CounterfactualSafeSetup } from '@concord/gateway-schema'
import type { Queryable } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import { counterfactualSafes } from './counterfactual-repository.js'

/**
 * The setup registered for the Safe at `address` on `chainId` (what deploys it, there or on another chain); a 404 in
 * words when none was registered.
 */
export async function readCounterfactualSetup(
  db: Queryable,
  chainId: string,
  address: string,
): Promise<CounterfactualSafeSetup> {
  const row = await counterfactualSafes.byAddress(db, chainId, address)
  if (row === null) {
    throw notFound(
      `No setup stored for Safe ${address} on chain ${chainId}: only a Safe registered before its deployment has one`,
    )
  }
  return { factory: row.factory, singleton: row.singleton, initializer: row.initializer, saltNonce: row.saltNonce }
}
