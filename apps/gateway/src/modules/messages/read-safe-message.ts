import type { SafeMessage } from '@concord/gateway-schema'
import type { Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { loadSafe } from '../safes/index.js'
import { messages } from './message-repository.js'
import { toSafeMessage } from './to-safe-message.js'

/** One message by hash, or a 404 that names it. */
export async function readSafeMessage(db: Queryable, chain: ChainRuntime, messageHash: Hex): Promise<SafeMessage> {
  const row = await messages.byHash(db, chain.chainId, messageHash)
  if (row === null) throw notFound(`Message ${messageHash} not found on chain ${chain.chainId}`)
  const safe = await loadSafe(db, chain.chainId, row.safe)
  return toSafeMessage(chain, row, safe.threshold)
}
