import { encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import type { DraftCall } from '../../../tx-draft/txDraft'
import { shortenAddress } from '../../../ui/AddressView'
import type { Transfer } from './validateSendTokens'

/** One call per transfer: a plain value transfer for the native coin, `transfer(to, amount)` for an ERC-20. */
export function buildTransferCalls(transfers: readonly Transfer[]): DraftCall[] {
  return transfers.map(({ token, to, amount }) =>
    token.native
      ? { to, value: amount.toString(), data: '0x', operation: 0 }
      : {
          to: token.address,
          value: '0',
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
          operation: 0,
        },
  )
}

/** The draft's title in words: "Send 5 dUSDC to 0x1234…abcd", or a count when there are several recipients. */
export function describeTransfers(transfers: readonly Transfer[]): string {
  const [first] = transfers
  if (!first) return 'Send tokens'
  if (transfers.length === 1) {
    return `Send ${formatUnits(first.amount, first.token.decimals)} ${first.token.symbol} to ${shortenAddress(first.to)}`
  }
  const symbols = [...new Set(transfers.map((t) => t.token.symbol))].join(', ')
  return `Send ${symbols} to ${transfers.length} recipients`
}
