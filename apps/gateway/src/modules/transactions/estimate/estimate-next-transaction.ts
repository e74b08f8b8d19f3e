import type { SafeTransactionEstimation } from '@concord/gateway-schema'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { invalidInput } from '../../../errors.js'
import { loadSafeOrSetup, versionOfSingleton } from '../../safes/index.js'
import { readNonces } from '../queue/read-nonces.js'
import { type EstimationInput, estimateSafeTxGas } from './estimate-safe-tx-gas.js'

/** The nonces and the safeTxGas of a transaction about to be proposed for `address` (gateway-api.md §5.4). */
export async function estimateNextTransaction(
  db: Queryable,
  chain: ChainRuntime,
  address: Address,
  input: EstimationInput,
): Promise<SafeTransactionEstimation> {
  const safe = await loadSafeOrSetup(db, chain.chainId, address)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Gas estimation failed: unknown Safe version')
  // Before its deployment there is no contract to simulate on: 0 lets the execution use the gas it is sent with.
  const safeTxGas = safe.deployed ? await estimateSafeTxGas(chain, address, version, input) : 0n
  return { ...(await readNonces(db, chain.chainId, safe)), safeTxGas: safeTxGas.toString() }
}
