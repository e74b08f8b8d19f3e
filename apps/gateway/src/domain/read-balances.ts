import type { TokenInfo } from '@concord/gateway-schema'
import type { Address } from 'viem'
import type { PriceSource } from '../config/price-source.js'
import type { Queryable } from '../db/db.js'
import { rpcUnavailable } from '../errors.js'
import { fiatValue, formatScaled } from './fiat-math.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { chainTokens } from './load-tokens.js'
import { readTokenAmounts } from './read-token-amounts.js'

/** One balance line (gateway-api.md §2.4). */
export type BalanceItem = {
  tokenInfo: TokenInfo
  balance: string
  fiatBalance: string
  fiatConversion: string
  fiatBalance24hChange: string | null
}

/** Native and ERC-20 balances of a Safe read live from the chain, priced in `fiatCode` (unpriced → "0"). */
export async function readBalances(
  db: Queryable,
  chain: ChainRuntime,
  prices: PriceSource,
  address: string,
  fiatCode: string,
  trustedOnly: boolean,
): Promise<{ fiatTotal: string; items: BalanceItem[] }> {
  const safe = await loadSafe(db, chain.chainId, address)
  const tokens = await chainTokens(db, chain)
  const held = await db.query<{ token_address: string }>(
    `select distinct token_address from transfers where chain_id = $1 and token_type = 'ERC20' and to_address = $2`,
    [chain.chainId, safe.address],
  )
  const erc20s = held
    .map((row) => tokens.get(row.token_address))
    .filter((token) => token !== undefined && token.type === 'ERC20' && (!trustedOnly || token.trusted))
  let native: bigint
  let amounts: bigint[]
  try {
    const addresses = erc20s.map((token) => token?.address as Address)
    ;({ native, amounts } = await readTokenAmounts(chain, safe.address as Address, addresses))
  } catch (error) {
    throw rpcUnavailable(chain.chainId, error)
  }
  const currency = chain.config.nativeCurrency
  const lines: { tokenInfo: TokenInfo; amount: bigint; price: string | null }[] = [
    {
      tokenInfo: {
        type: 'NATIVE_TOKEN',
        address: '0x0000000000000000000000000000000000000000',
        decimals: currency.decimals,
        symbol: currency.symbol,
        name: currency.name,
        logoUri: currency.logoUri,
      },
      amount: native,
      price: await prices.nativePrice(chain.chainId, fiatCode),
    },
  ]
  for (const [index, token] of erc20s.entries()) {
    const amount = amounts[index] ?? 0n
    if (token === undefined || amount === 0n) continue
    lines.push({
      tokenInfo: {
        type: 'ERC20',
        address: token.address,
        decimals: token.decimals,
        symbol: token.symbol,
        name: token.name,
        logoUri: token.logoUri,
      },
      amount,
      price: await prices.tokenPrice(chain.chainId, token.address, fiatCode),
    })
  }
  let total = 0n
  const items = lines.map((line) => {
    const value = line.price === null ? 0n : fiatValue(line.amount, line.tokenInfo.decimals, line.price)
    total += value
    return {
      tokenInfo: line.tokenInfo,
      balance: line.amount.toString(),
      fiatBalance: formatScaled(value),
      fiatConversion: line.price ?? '0',
      fiatBalance24hChange: null,
    }
  })
  items.sort((a, b) => Number(b.fiatBalance) - Number(a.fiatBalance))
  return { fiatTotal: formatScaled(total), items }
}
