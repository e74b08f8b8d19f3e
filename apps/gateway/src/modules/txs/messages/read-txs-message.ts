import type { TxsMessage } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import { messageByHash } from '../../messages/index.js'
import { loadSafe } from '../../safes/index.js'
import { toTxsMessage } from './to-txs-message.js'

/** One message by its hash, or a 404 saying it was never proposed here. */
export async function readTxsMessage(db: Queryable, chain: ChainRuntime, messageHash: string): Promise<TxsMessage> {
  const row = await messageByHash(db, chain.chainId, messageHash)
  if (row === null) throw notFound(`No message ${messageHash} on chain ${chain.chainId}: add it first`)
  const safe = await loadSafe(db, chain.chainId, row.safe)
  return toTxsMessage(row, safe.threshold)
}
