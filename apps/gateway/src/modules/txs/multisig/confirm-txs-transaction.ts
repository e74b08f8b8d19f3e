import type { Hex } from 'viem'
import type { ChainRuntime, GatewayContext } from '../../../context/gateway-context.js'
import { confirmTransaction } from '../../transactions/index.js'

/**
 * Adds an owner's confirmation through the transactions module (the same checks as the wallet's) and announces it
 * on the Safe's event streams. Returns the signature as sent, which is what the Transaction Service answers.
 */
export async function confirmTxsTransaction(
  ctx: Pick<GatewayContext, 'db' | 'hashing' | 'events'>,
  chain: ChainRuntime,
  safeTxHash: Hex,
  signature: Hex,
): Promise<{ signature: Hex }> {
  const { before } = await confirmTransaction(ctx, chain, safeTxHash, signature, 'transaction-service')
  ctx.events.publish({ type: 'NEW_CONFIRMATION', chainId: chain.chainId, address: before.safe, safeTxHash })
  return { signature }
}
