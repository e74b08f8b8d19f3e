import { formatFiat, formatTokenAmount } from '../../ui/formatAmounts'

/** The chain's native coin, and its price in the user's currency when the gateway knows one. */
export type NativeCoin = { symbol: string; decimals: number; fiatConversion: string | null; currency: string }

/**
 * The most an execution can cost, in words: gas limit × max fee per gas in the native coin, and in fiat where a price
 * is known ("up to 0.0042 ETH (≈ $12.60)").
 */
export function executionFeeText(gas: bigint, maxFeePerGas: bigint, coin: NativeCoin): string {
  const wei = gas * maxFeePerGas
  const amount = `${formatTokenAmount(wei.toString(), coin.decimals)} ${coin.symbol}`
  if (coin.fiatConversion === null || Number(coin.fiatConversion) <= 0) return `up to ${amount}`
  const fiat = (Number(wei) / 10 ** coin.decimals) * Number(coin.fiatConversion)
  return `up to ${amount} (≈ ${formatFiat(fiat, coin.currency)})`
}
