import type { SafeInfo } from '@concord/gateway-schema'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { GatewayError } from '../../../errors.js'
import { readChainSafeInfo } from '../read-chain-safe-info.js'
import { counterfactualSafes } from './counterfactual-repository.js'
import { counterfactualSafeInfo } from './counterfactual-safe-info.js'

/**
 * SafeInfo of a Safe the index does not hold: from the chain's head when it is deployed, else from its registered
 * setup (`deployed` false); the 404 when it is neither.
 */
export async function chainOrCounterfactualSafeInfo(
  db: Queryable,
  chain: ChainRuntime,
  address: Address,
): Promise<SafeInfo> {
  try {
    return await readChainSafeInfo(chain, address)
  } catch (error) {
    if (!(error instanceof GatewayError && error.code === 'NOT_FOUND')) throw error
    const registered = await counterfactualSafes.byAddress(db, chain.chainId, address)
    if (registered === null) throw error
    return counterfactualSafeInfo(chain, registered)
  }
}
