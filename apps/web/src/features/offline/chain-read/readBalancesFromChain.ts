import type { ChainInfo, SafeBalanceItem, SafeBalanceResponse, TokenInfo } from '@concord/gateway-client'
import { type Address, type Client, erc20Abi, formatUnits, zeroAddress } from 'viem'
import { getBalance, readContract } from 'viem/actions'

/**
 * What the gateway last said of each token (lower-case address → its fiat conversion in the query's currency, and the
 * trusted token it imitates): the chain knows neither, and a copycat must not lose its mark while the gateway is down.
 */
export type LastKnownPrices = ReadonlyMap<string, Pick<SafeBalanceItem, 'fiatConversion' | 'imitates' | 'priceInfo'>>

/**
 * A chain balance priced with the token's last known conversion. Without one, a conversion of 0 is how a balance says
 * "no price" (formatItemFiat), never a made-up worth of 0.
 */
function priced(tokenInfo: TokenInfo, balance: bigint, prices: LastKnownPrices): SafeBalanceItem {
  const known = prices.get(tokenInfo.address.toLowerCase())
  const conversion = known?.fiatConversion ?? '0'
  const worth = Number(formatUnits(balance, tokenInfo.decimals)) * Number(conversion)
  return {
    tokenInfo,
    balance: balance.toString(),
    fiatBalance: Number.isFinite(worth) ? String(worth) : '0',
    fiatConversion: conversion,
    fiatBalance24hChange: null,
    imitates: known?.imitates ?? null,
    // The gateway's own word on the price, with its age: the page says how old a last known price is.
    priceInfo: known?.priceInfo ?? null,
  }
}

/** What `previous` (the cached gateway answer this chain read replaces) said of each token, by lower-case address. */
export function lastKnownPrices(previous: SafeBalanceResponse | undefined): LastKnownPrices {
  const prices = new Map<string, Pick<SafeBalanceItem, 'fiatConversion' | 'imitates' | 'priceInfo'>>()
  for (const item of previous?.items ?? []) {
    const { fiatConversion, imitates, priceInfo } = item
    prices.set(item.tokenInfo.address.toLowerCase(), {
      fiatConversion: Number(fiatConversion) > 0 ? fiatConversion : '0',
      imitates,
      priceInfo,
    })
  }
  return prices
}

/** The native coin's entry, as the gateway describes it (zero address, the chain's currency). */
function nativeToken(chain: ChainInfo): TokenInfo {
  const { name, symbol, decimals, logoUri } = chain.nativeCurrency
  return { type: 'NATIVE_TOKEN', address: zeroAddress, decimals, symbol, name, logoUri }
}

/**
 * The Safe's native balance and its balance of each known ERC-20 (`tokens`: what the app has seen before), read from
 * the chain, in the gateway's balances shape, priced with the last known `prices` where there is one. A token whose
 * balanceOf fails is left out.
 */
export async function readBalancesFromChain(
  client: Client,
  chain: ChainInfo,
  safe: Address,
  tokens: readonly TokenInfo[],
  prices: LastKnownPrices = new Map(),
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
  const items = [priced(nativeToken(chain), native, prices)]
  results.forEach((result, i) => {
    const token = tokens[i]
    if (token && result.status === 'fulfilled' && result.value > 0n) items.push(priced(token, result.value, prices))
  })
  const total = items.reduce((sum, item) => sum + Number(item.fiatBalance), 0)
  return { fiatTotal: String(total), items }
}
