import type { SafeAllowances } from '@concord/gateway-schema'
import { type Address, createPublicClient, erc20Abi, erc721Abi, getAddress, type PublicClient } from 'viem'
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

type Pair = { type: 'ERC20' | 'ERC721_ALL'; token: string; spender: string }

/** What `spender` may take now: the ERC-20 allowance, or 1 while an ApprovalForAll holds; 0 when the read fails. */
function readCurrent(client: PublicClient, owner: Address, pair: Pair): Promise<bigint> {
  const token = pair.token as Address
  const spender = pair.spender as Address
  const read =
    pair.type === 'ERC20'
      ? client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
      : client
          .readContract({ address: token, abi: erc721Abi, functionName: 'isApprovedForAll', args: [owner, spender] })
          .then((approved) => (approved ? 1n : 0n))
  return read.catch(() => 0n)
}

/**
 * A Safe's token rights now: each (token, spender) of its indexed Approval and ApprovalForAll events with what the
 * chain says now; zeros (withdrawn or spent) are left out, and so is a token whose read fails.
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
  const amounts = await Promise.all(pairs.map((pair) => readCurrent(client, owner, pair)))
  const items = pairs.flatMap((pair, i) => {
    const amount = amounts[i] ?? 0n
    return amount === 0n ? [] : [{ ...pair, allowance: amount.toString() }]
  })
  return { items }
}
