import type { FastifyRequest } from 'fastify'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Db } from '../../../db/db.js'
import { invalidInput } from '../../../errors.js'
import { listDelegates, removeDelegate } from '../../delegates/index.js'

/**
 * Removes a delegation as api-kit asks for it (no Safe named: the Transaction Service then removes the pair's
 * delegations on every Safe). Concord's delegates module removes one delegation per one-time signature, so without a
 * Safe the pair's one delegation is removed, and a pair with several gets a 400 asking to name the Safe.
 */
export async function removeTxsDelegate(
  db: Db,
  chain: ChainRuntime,
  request: FastifyRequest,
  removal: { safe: Address | null; delegate: Address; delegator: Address; signature: Hex },
): Promise<void> {
  if (removal.safe !== null) return removeDelegate(db, chain, removal)
  const { delegate, delegator } = removal
  const found = await listDelegates(db, chain.chainId, request, { delegate, delegator, cursor: 'limit=2' })
  const [only, another] = found.results
  if (another !== undefined) {
    throw invalidInput(`Delegate ${delegate} of ${delegator} is on several Safes: name the Safe to remove it from`)
  }
  return removeDelegate(db, chain, { ...removal, safe: only?.safe ?? null })
}
