import type { TxsMultisigTransaction } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import { loadSafe } from '../../safes/index.js'
import { multisigByHash } from '../../transactions/index.js'
import { toTxsMultisig } from './to-txs-multisig.js'

/** One multisig transaction by its safeTxHash, or a 404 saying it was never proposed nor executed here. */
export async function readTxsMultisig(
  db: Queryable,
  chain: ChainRuntime,
  safeTxHash: string,
): Promise<TxsMultisigTransaction> {
  const row = await multisigByHash(db, chain.chainId, safeTxHash)
  if (row === null) {
    throw notFound(`No multisig transaction ${safeTxHash} on chain ${chain.chainId}: propose it first`)
  }
  return toTxsMultisig(chain, row, await loadSafe(db, chain.chainId, row.safe))
}
