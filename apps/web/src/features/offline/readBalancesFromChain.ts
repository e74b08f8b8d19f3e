import type { ChainInfo, SafeBalanceItem, SafeBalanceResponse, TokenInfo } from '@concord/gateway-client'
import { type Address, type Client, erc20Abi, zeroAddress } from 'viem'
import { getBalance, readContract } from 'viem/actions'

// Without the gateway there are no prices: a conversion of 0 is how a balance says "no price" (formatItemFiat); nor
// a trusted list to call a token a copycat of.
const unpriced = (tokenInfo: TokenInfo, balance: bigint): SafeBalanceItem => ({
  tokenInfo,
  balance: balance.toString(),
  fiatBalance: '0',
  fiatConversion: '0',
  fiatBalance24hChange: null,
  imitates: null,
})

/** The native coin's entry, as the gateway describes it (zero address, the chain's currency). */
function nativeToken(chain: ChainInfo): TokenInfo {
  const { name, symbol, decimals, logoUri } = chain.nativeCurrency
  return { type: 'NATIVE_TOKEN', address: zeroAddress, decimals, symbol, name, logoUri }
}

/**
 * The Safe's native balance and its balance of each known ERC-20 (`tokens`: what the app has seen before), read from
 * the chain, in the gateway's balances shape without prices. A token whose balanceOf fails is left out.
 */
export async function readBalancesFromChain(
  client: Client,
  chain: ChainInfo,
  safe: Address,
  tokens: readonly TokenInfo[],
): Promise<SafeBalanceResponse> {
  const native = await getBalance(client, { address: safe })
  const results = await Promise.allSettled(
    tokens.map((token) =>
      readContract(client, {
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [safe],
      }),
    ),
  )
  const items = [unpriced(nativeToken(chain), native)]
  results.forEach((result, i) => {
    const token = tokens[i]
    if (token && result.status === 'fulfilled' && result.value > 0n) items.push(unpriced(token, result.value))
  })
  return { fiatTotal: '0', items }
}
