import type { SafeBalanceItem } from '@concord/gateway-client'
import { getAddress } from 'viem'

/** What the spending-limit views need of a token: how to name it and where its decimal point is. */
export type LimitToken = { address: `0x${string}`; symbol: string; decimals: number }

/** The Safe's fungible tokens (native coin first, as the gateway lists them) by checksummed address. */
export function tokenDirectory(items: readonly SafeBalanceItem[]): Map<string, LimitToken> {
  const tokens = new Map<string, LimitToken>()
  for (const { tokenInfo } of items) {
    if (tokenInfo.type === 'ERC721') continue
    const address = getAddress(tokenInfo.address)
    tokens.set(address, { address, symbol: tokenInfo.symbol, decimals: tokenInfo.decimals })
  }
  return tokens
}
