import { type Address, formatUnits } from 'viem'
import { getBalance } from 'viem/actions'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { formatWalletBalance } from './formatWalletBalance'

/** The native balance of `address` on chain `chainId` of the wallet config, as the account button shows it. */
export async function readWalletBalance(config: Config, chainId: number, address: Address): Promise<string | null> {
  const chain = config.chains.find((c) => c.id === chainId)
  const client = chain && getClient(config, { chainId })
  if (!chain || !client) return null
  const wei = await getBalance(client, { address })
  return `${formatWalletBalance(formatUnits(wei, chain.nativeCurrency.decimals))} ${chain.nativeCurrency.symbol}`
}
