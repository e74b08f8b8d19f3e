import { readSafeSettings } from '@concord/safe-actions'
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
  const settings = await readSafeSettings(client, { address: safe })
  if (settings === null) throw new Error(`No Safe answers at ${safe} on this chain.`)
  const { threshold, owners, nonce, blockNumber } = settings
  // The balance at the same block as the settings: one consistent reading.
  const balance = await client.getBalance({ address: safe, blockNumber })
  return { threshold, owners, nonce, balanceEth: formatEther(balance) }
}
