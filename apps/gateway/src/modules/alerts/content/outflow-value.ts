import type { AlertThresholds } from '@concord/gateway-schema'
import { formatUnits, getAddress } from 'viem'
import { livePrice } from '../../../config/price-source.js'
import type { ChainRuntime, GatewayContext } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { chainTokens } from '../../tokens/index.js'
import type { OutboxRow } from '../subscriptions/alert-rows.js'

/** An amount that left a Safe: its token (null: the native coin) and base units. */
export type Outflow = { token: string | null; value: bigint }

/** The amount an OUTGOING_ETHER or OUTGOING_TOKEN (ERC-20) event moved out of its Safe; null for anything else. */
export function outflowOf(event: OutboxRow): Outflow | null {
  const { value, tokenAddress } = event.payload
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null
  if (event.type === 'OUTGOING_ETHER') return { token: null, value: BigInt(value) }
  if (event.type === 'OUTGOING_TOKEN' && typeof tokenAddress === 'string')
    return { token: tokenAddress, value: BigInt(value) }
  return null
}

/** A token's decimals: from the chain config, else from the tokens the indexer has seen (through `q`). */
async function decimalsOf(q: Queryable, chain: ChainRuntime, token: string): Promise<number | undefined> {
  const configured = chain.config.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())
  if (configured !== undefined) return configured.decimals
  const indexed = (await chainTokens(q, chain)).get(getAddress(token))
  return indexed?.type === 'ERC20' ? indexed.decimals : undefined
}

/**
 * The outflow's worth in the chain's first fiat currency at the gateway's prices (the ones Balances shows), or null
 * when the coin or token has no price there.
 */
export async function fiatWorth(
  ctx: Pick<GatewayContext, 'chains' | 'prices'>,
  q: Queryable,
  chainId: string,
  outflow: Outflow,
): Promise<{ amount: number; currency: string } | null> {
  const chain = ctx.chains.get(chainId)
  const currency = chain?.config.fiatCodes[0]
  if (chain === undefined || currency === undefined) return null
  const token = outflow.token
  const decimals = token === null ? chain.config.nativeCurrency.decimals : await decimalsOf(q, chain, token)
  const price = livePrice(
    token === null
      ? await ctx.prices.nativePrice(chainId, currency)
      : await ctx.prices.tokenPrice(chainId, token, currency),
  )
  if (price === null || decimals === undefined) return null
  return { amount: Number(formatUnits(outflow.value, decimals)) * Number(price), currency }
}

/** Whether an outflow reaches one of a subscription's token thresholds (same token, at least that many base units). */
export function reachesTokenThreshold(outflow: Outflow, thresholds: AlertThresholds): boolean {
  return thresholds.outflows.some(
    (limit) =>
      (limit.token === null ? outflow.token === null : limit.token.toLowerCase() === outflow.token?.toLowerCase()) &&
      outflow.value >= BigInt(limit.amount),
  )
}
