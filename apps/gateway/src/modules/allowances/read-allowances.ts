import type { SafeAllowances } from '@concord/gateway-schema'
import { type Address, createPublicClient, erc20Abi, getAddress, type PublicClient } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { rpcTransport } from '../../rpc/rpc-transport.js'
import { allowanceRepository } from './allowance-repository.js'

const clients = new WeakMap<ChainRuntime, PublicClient>()

// Reads made in the same tick leave in one JSON-RPC batch (one HTTP request), within the chain's live-call timeout.
function clientOf(chain: ChainRuntime): PublicClient {
  let client = clients.get(chain)
  if (client === undefined) {
    const limits = { ...chain.config.rpcLimits, totalTimeoutMs: chain.config.rpcLimits.liveCallTimeoutMs }
    client = createPublicClient({ transport: rpcTransport(chain.config.rpcUrl, { batch: { wait: 0 } }, limits) })
    clients.set(chain, client as PublicClient)
  }
  return client as PublicClient
}

/**
 * A Safe's ERC-20 allowances now: each (token, spender) of its indexed Approval events with `allowance(safe, spender)`
 * read from the chain; zeros (withdrawn or spent) are left out, and so is a token whose `allowance` call fails.
 */
export async function readAllowances(
  db: Queryable,
  chain: ChainRuntime,
  chainId: string,
  safe: string,
): Promise<SafeAllowances> {
  const owner = getAddress(safe)
  const pairs = await allowanceRepository.approvedPairs(db, chainId, owner)
  const client = clientOf(chain)
  const amounts = await Promise.all(
    pairs.map((pair) =>
      client
        .readContract({
          address: pair.token as Address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, pair.spender as Address],
        })
        .catch(() => 0n),
    ),
  )
  const items = pairs.flatMap((pair, i) => {
    const amount = amounts[i] ?? 0n
    return amount === 0n ? [] : [{ ...pair, allowance: amount.toString() }]
  })
  return { items }
}
