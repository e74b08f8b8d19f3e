import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { isTransportError, rpcUnavailable } from '../../errors.js'
import { type PendingExecutionRow, pendingExecutions } from './pending-executions-repository.js'

/**
 * Whether the chain still has `row` waiting: not mined (its outcome is then in the index), still in the node's
 * mempool, and its sender's account nonce not used by another transaction (a speed-up reported elsewhere, or a
 * cancellation).
 */
async function stillPending(chain: ChainRuntime, row: PendingExecutionRow): Promise<boolean> {
  const hash = row.txHash as Hex
  const mined = await chain.client.getTransactionReceipt({ hash }).then(
    () => true,
    () => false,
  )
  if (mined) return false
  const [known, used] = await Promise.all([
    chain.client.getTransaction({ hash }).then(
      () => true,
      () => false,
    ),
    chain.client.getTransactionCount({ address: row.from as Address, blockTag: 'latest' }),
  ])
  return known && used <= row.accountNonce
}

/**
 * The Safe's executions that are sent and not mined, newest first: each is checked on the chain as it is read, and
 * those mined, replaced or dropped are forgotten.
 */
export async function listPendingExecutions(
  db: Queryable,
  chain: ChainRuntime,
  safe: Address,
): Promise<{ results: PendingExecutionRow[] }> {
  const rows = await pendingExecutions.ofSafe(db, chain.chainId, safe)
  const results: PendingExecutionRow[] = []
  for (const row of rows) {
    let pending: boolean
    try {
      pending = await stillPending(chain, row)
    } catch (error) {
      if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
      throw error
    }
    if (pending) results.push(row)
    else await pendingExecutions.remove(db, chain.chainId, row.txHash)
  }
  return { results }
}
