import type { CounterfactualSafeSetup } from '@concord/gateway-schema'
import type { Queryable } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import { counterfactualSafes } from './counterfactual-repository.js'

/**
 * The setup that creates the Safe at `address` on `chainId` (there, or at the same address on another chain): the one
 * registered before its deployment, else the one the indexer read from its creation through a factory. A 404 in words
 * when neither is known, saying why.
 */
export async function readCounterfactualSetup(
  db: Queryable,
  chainId: string,
  address: string,
): Promise<CounterfactualSafeSetup> {
  const row = await counterfactualSafes.byAddress(db, chainId, address)
  if (row !== null) {
    return { factory: row.factory, singleton: row.singleton, initializer: row.initializer, saltNonce: row.saltNonce }
  }
  const indexed = await counterfactualSafes.indexedSetup(db, chainId, address)
  if (indexed === null) {
    throw notFound(
      `No setup stored for Safe ${address} on chain ${chainId}: only a Safe registered before its deployment, or one ` +
        'the gateway indexed being created by a Safe proxy factory, has one',
    )
  }
  const { factory, singleton, initializer, saltNonce } = indexed
  if (factory === null || singleton === null || initializer === null || saltNonce === null) {
    throw notFound(
      `No setup stored for Safe ${address} on chain ${chainId}: ` +
        (factory === null
          ? 'it was not created by a Safe proxy factory call, so it cannot be created again at this address'
          : 'its factory was called in a way the gateway could not read (by another contract, or with a chain-specific ' +
            'salt), so it cannot be created again at this address from here'),
    )
  }
  return { factory, singleton, initializer, saltNonce }
}
