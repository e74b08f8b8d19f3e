import { livePrice } from '../../../config/price-source.js'
import type { GatewayContext } from '../../../context/gateway-context.js'
import { invalidInput } from '../../../errors.js'

/**
 * What a fiat threshold on `chainId` can and cannot see, in words for whoever sets it: the currency it is in, and the
 * coin and configured tokens the gateway has no price for (their outflows count only against an amount threshold).
 * Refuses a threshold that could never fire: no fiat currency on the chain, or no price for anything.
 */
export async function fiatThresholdNotes(
  ctx: Pick<GatewayContext, 'chains' | 'prices'>,
  chainId: string,
): Promise<string[]> {
  const chain = ctx.chains.get(chainId)
  const currency = chain?.config.fiatCodes[0]
  if (chain === undefined || currency === undefined) {
    throw invalidInput(`This gateway has no fiat currency for chain ${chainId}: set an amount threshold instead`)
  }
  const native = chain.config.nativeCurrency.symbol
  const unpriced: string[] = []
  if (livePrice(await ctx.prices.nativePrice(chainId, currency)) === null) unpriced.push(native)
  const erc20s = chain.config.tokens.filter((token) => token.type === 'ERC20')
  for (const token of erc20s) {
    if (livePrice(await ctx.prices.tokenPrice(chainId, token.address, currency)) === null) {
      unpriced.push(`${token.symbol} (${token.address})`)
    }
  }
  if (unpriced.length === erc20s.length + 1) {
    throw invalidInput(
      `This gateway has no ${currency} price for ${native} or any token on chain ${chainId}, so a fiat threshold would never fire: set an amount threshold instead`,
    )
  }
  return [
    `The fiat threshold is in ${currency}, at the prices this gateway shows in Balances; an outflow of a token without a price there counts only against an amount threshold.`,
    ...unpriced.map(
      (asset) => `No ${currency} price for ${asset}: its outflows count only against an amount threshold.`,
    ),
  ]
}
