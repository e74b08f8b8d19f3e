import type { Address, ImitatedToken, SafeBalanceResponse, TokenInfo } from '@concord/gateway-schema'
import { livePrice, type PriceQuote, type PriceSource } from '../../config/price-source.js'
import type { ChainRuntime, TokenRow } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { rpcUnavailable } from '../../errors.js'
import { loadSafeOrSetup } from '../safes/index.js'
import { chainTokens, imitatedToken, type TrustedTokenIndex, trustedTokenIndex } from '../tokens/index.js'
import { assets } from './asset-repository.js'
import { fiatValue, formatScaled } from './fiat-math.js'
import { readTokenAmounts } from './read-token-amounts.js'

/**
 * An amount of one token the Safe holds, with the price of one whole token (null when unpriced) and the trusted token
 * it imitates, if any.
 */
type Holding = { tokenInfo: TokenInfo; amount: bigint; price: PriceQuote | null; imitates: ImitatedToken | null }

const ZERO: Address = '0x0000000000000000000000000000000000000000'

/** The indexed ERC-20s ever sent to the Safe (trusted ones only when asked). */
async function receivedErc20s(
  db: Queryable,
  chain: ChainRuntime,
  tokens: ReadonlyMap<string, TokenRow>,
  safe: Address,
  trustedOnly: boolean,
) {
  return (await assets.receivedErc20s(db, chain.chainId, safe))
    .map((address) => tokens.get(address))
    .filter((token): token is TokenRow => token?.type === 'ERC20' && (!trustedOnly || token.trusted))
}

/**
 * The ERC-20s the chain's indexer knows (trusted ones only when asked), for a Safe not deployed yet: the indexer
 * records transfers of known Safes only, so nothing sent to its address before the deployment is in the index.
 */
function knownErc20s(tokens: ReadonlyMap<string, TokenRow>, trustedOnly: boolean) {
  return [...tokens.values()].filter((token) => token.type === 'ERC20' && (!trustedOnly || token.trusted))
}

/** The Safe's native balance and its balance of each token, read live (an unreachable RPC is a 503). */
async function liveAmounts(chain: ChainRuntime, safe: Address, tokens: readonly TokenRow[]) {
  try {
    return await readTokenAmounts(
      chain,
      safe,
      tokens.map((token) => token.address),
    )
  } catch (error) {
    throw rpcUnavailable(chain.chainId, error)
  }
}

// chainTokens hands out one map per chain until it reloads: the index is built once per map, not per request.
const indexes = new WeakMap<ReadonlyMap<string, TokenRow>, TrustedTokenIndex>()

/** What an unlisted token could pretend to be: the chain's native coin, then its trusted tokens. */
function copyableTokens(chain: ChainRuntime, tokens: ReadonlyMap<string, TokenRow>): TrustedTokenIndex {
  let index = indexes.get(tokens)
  if (!index) {
    const { name, symbol } = chain.config.nativeCurrency
    const trusted = [...tokens.values()].filter((token) => token.trusted)
    index = trustedTokenIndex([{ address: ZERO, name, symbol }, ...trusted])
    indexes.set(tokens, index)
  }
  return index
}

/** The native coin, then each token with a non-zero balance, priced in `fiatCode`, copycats marked. */
async function holdings(
  chain: ChainRuntime,
  prices: PriceSource,
  safe: Address,
  tokens: { held: TokenRow[]; copyable: TrustedTokenIndex },
  fiatCode: string,
) {
  const { native, amounts } = await liveAmounts(chain, safe, tokens.held)
  const { decimals, symbol, name, logoUri } = chain.config.nativeCurrency
  const held = tokens.held.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    return amount === 0n ? [] : [{ token, amount }]
  })
  // Asked together, so a price API gets one request for the whole page instead of one per token.
  const [nativePrice, ...tokenPrices] = await Promise.all([
    prices.nativePrice(chain.chainId, fiatCode),
    ...held.map(({ token }) => prices.tokenPrice(chain.chainId, token.address, fiatCode)),
  ])
  const lines: Holding[] = [
    {
      tokenInfo: { type: 'NATIVE_TOKEN', address: ZERO, decimals, symbol, name, logoUri },
      amount: native,
      price: nativePrice ?? null,
      imitates: null,
    },
  ]
  for (const [index, { token, amount }] of held.entries()) {
    const { type, address } = token
    lines.push({
      tokenInfo: {
        type,
        address,
        decimals: token.decimals,
        symbol: token.symbol,
        name: token.name,
        logoUri: token.logoUri,
      },
      amount,
      price: tokenPrices[index] ?? null,
      imitates: imitatedToken(token, tokens.copyable),
    })
  }
  return lines
}

/** Balance lines sorted by fiat value (unpriced → "0"), with their total. */
function toBalances(lines: readonly Holding[]): SafeBalanceResponse {
  let total = 0n
  const items = lines.map((line) => {
    // A stale price is sent along (priceInfo) but counts for nothing: never a value as if it were today's.
    const live = livePrice(line.price)
    const value = live === null ? 0n : fiatValue(line.amount, line.tokenInfo.decimals, live)
    total += value
    return {
      tokenInfo: line.tokenInfo,
      balance: line.amount.toString(),
      fiatBalance: formatScaled(value),
      fiatConversion: live ?? '0',
      fiatBalance24hChange: null,
      imitates: line.imitates,
      priceInfo: line.price,
    }
  })
  items.sort((a, b) => Number(b.fiatBalance) - Number(a.fiatBalance))
  return { fiatTotal: formatScaled(total), items }
}

/**
 * Native and ERC-20 balances of a Safe read live from the chain, priced in `fiatCode` (gateway-api.md §2.4); a Safe
 * registered before its deployment too, from its address.
 */
export async function readBalances(
  db: Queryable,
  chain: ChainRuntime,
  prices: PriceSource,
  request: { address: string; fiatCode: string; trustedOnly: boolean },
): Promise<SafeBalanceResponse> {
  const safe = await loadSafeOrSetup(db, chain.chainId, request.address)
  const all = await chainTokens(db, chain)
  const held = safe.deployed
    ? await receivedErc20s(db, chain, all, safe.address, request.trustedOnly)
    : knownErc20s(all, request.trustedOnly)
  const tokens = { held, copyable: copyableTokens(chain, all) }
  return toBalances(await holdings(chain, prices, safe.address, tokens, request.fiatCode))
}
