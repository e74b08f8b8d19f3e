import type { TxsProposeBody } from '@concord/gateway-schema'
import type { Address, Hex } from 'viem'
import type { z } from 'zod'
import type { ChainRuntime, GatewayContext } from '../../../context/gateway-context.js'
import { proposeTransaction } from '../../transactions/index.js'

/**
 * Proposes a transaction sent in the Transaction Service's shape: the same proposal, verified and stored by the
 * transactions module (hash recomputed, every signer recovered, owners as indexed), and announced on the Safe's
 * event streams as a proposal from the wallet is; eth_sign is taken as the chain's config allows on this face (by
 * default, as by Safe's Transaction Service). Returns the safeTxHash.
 */
export async function proposeTxsTransaction(
  ctx: Pick<GatewayContext, 'db' | 'hashing' | 'events'>,
  chain: ChainRuntime,
  safe: Address,
  body: z.output<typeof TxsProposeBody>,
): Promise<Hex> {
  const { contractTransactionHash, ...proposal } = body
  const tx = { ...proposal, safeTxHash: contractTransactionHash }
  const { safeTxHash } = await proposeTransaction(ctx, chain, safe, tx, 'transaction-service')
  ctx.events.publish({ type: 'PENDING_MULTISIG_TRANSACTION', chainId: chain.chainId, address: safe, safeTxHash })
  return safeTxHash
}
