import { safeAbi } from '@concord/protocol'
import { type Address, type Chain, createPublicClient, custom, type EIP1193Provider, formatEther } from 'viem'

/** What the app reads from the Safe's contract, through the wallet. */
export type SafeReading = { threshold: bigint; owners: readonly Address[]; nonce: bigint; balanceEth: string }

/** Reads threshold, owners, nonce and ETH balance of `safe` over the connector's provider (the wallet's rpcCall). */
export async function readSafe(
  provider: EIP1193Provider,
  safe: Address,
  chain: Chain | undefined,
): Promise<SafeReading> {
  const client = createPublicClient({ chain, transport: custom(provider) })
  const contract = { address: safe, abi: safeAbi } as const
  const [threshold, owners, nonce, balance] = await Promise.all([
    client.readContract({ ...contract, functionName: 'getThreshold' }),
    client.readContract({ ...contract, functionName: 'getOwners' }),
    client.readContract({ ...contract, functionName: 'nonce' }),
    client.getBalance({ address: safe }),
  ])
  return { threshold, owners, nonce, balanceEth: formatEther(balance) }
}
