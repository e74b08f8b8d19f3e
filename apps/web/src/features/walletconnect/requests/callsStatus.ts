import type { ChainInfo } from '@concord/gateway-client'
import { type Hex, numberToHex } from 'viem'
import { z } from 'zod'
import type { GatewayApi } from '../../../gateway/gatewayApi'
import { appsRpcUrl, forwardRpc } from '../../apps'
import type { DappRpcError } from './rpcErrors'

/** EIP-5792 status of a batch: 100 pending, 200 confirmed, 400 failed off chain, 500 reverted on chain. */
export type CallsStatus = {
  version: '2.0.0'
  id: Hex
  chainId: Hex
  status: 100 | 200 | 400 | 500
  atomic: true
  receipts?: unknown[]
}

// The node's receipt is untrusted: only the fields EIP-5792 names are passed on.
const Receipt = z.object({
  logs: z.array(z.object({ address: z.string(), data: z.string(), topics: z.array(z.string()) })),
  status: z.string(),
  blockHash: z.string(),
  blockNumber: z.string(),
  gasUsed: z.string(),
  transactionHash: z.string(),
})

const STATUS: Record<string, CallsStatus['status']> = { SUCCESS: 200, FAILED: 500, CANCELLED: 400 }

/**
 * The status of a batch the wallet proposed (id = its safeTxHash), from the gateway: pending until executed, then
 * the execution's receipt from the chain's node.
 */
export async function callsStatus(
  gateway: GatewayApi,
  chain: ChainInfo,
  id: Hex,
  signal: AbortSignal,
): Promise<{ result: CallsStatus } | { error: DappRpcError }> {
  const details = await gateway.getTransactionDetails(chain.chainId, id).catch(() => null)
  if (details === null) {
    return {
      error: { code: 5730, message: `No batch ${id} is known to this Safe's wallet on chain ${chain.chainId}.` },
    }
  }
  const base = { version: '2.0.0', id, chainId: numberToHex(BigInt(chain.chainId)), atomic: true } as const
  const status = STATUS[details.txStatus] ?? 100
  const url = appsRpcUrl(chain)
  if (status === 100 || status === 400 || !details.txHash || !url) return { result: { ...base, status } }
  const receipt = Receipt.safeParse(await forwardRpc(url, 'eth_getTransactionReceipt', [details.txHash], signal))
  return { result: { ...base, status, ...(receipt.success ? { receipts: [receipt.data] } : {}) } }
}
