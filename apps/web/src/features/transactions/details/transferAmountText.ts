import type { TransactionInfo } from '@concord/gateway-client'
import { formatTokenAmount } from '../../../ui/formatAmounts'

type TransferInfo = Extract<TransactionInfo, { type: 'Transfer' }>['transferInfo']

/** What a transfer moved, in token units with its symbol ("12.5 dUSDC", "1 ETH", "CDNFT #2"), never wei. */
export function transferAmountText(info: TransferInfo, native: { symbol: string; decimals: number }): string {
  if (info.type === 'NATIVE_COIN') return `${formatTokenAmount(info.value ?? '0', native.decimals)} ${native.symbol}`
  if (info.type === 'ERC20') {
    const amount = info.decimals === null ? `${info.value} units` : formatTokenAmount(info.value, info.decimals)
    return `${amount} ${info.tokenSymbol ?? info.tokenName ?? `of token ${info.tokenAddress}`}`
  }
  return `${info.tokenSymbol ?? info.tokenName ?? 'NFT'} #${info.tokenId}`
}
