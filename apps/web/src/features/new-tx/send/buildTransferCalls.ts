import { encodeFunctionData, erc20Abi } from 'viem'
import type { DraftCall } from '../../../tx-draft/txDraft'
import { shortenAddress } from '../../../ui/AddressView'
import { sendTitle } from '../../../ui/tx/sendTitle'
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

/**
 * The draft's title in words, by the same builder as the queue and details: "Send 5 dUSDC to 0x1234…abcd" for one
 * recipient (the review has no counterparty line to name it), "Send 60 dUSDC + 1 ETH to 3 recipients" for several.
 */
export function describeTransfers(transfers: readonly Transfer[]): string {
  const [first] = transfers
  if (!first) return 'Send tokens'
  const parts = transfers.map(({ token, amount }) => ({
    kind: 'amount' as const,
    token: token.native ? 'native' : token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    value: amount,
  }))
  const recipients = transfers.map((t) => t.to)
  const title = sendTitle(parts, recipients)
  return new Set(recipients.map((r) => r.toLowerCase())).size > 1 ? title : `${title} to ${shortenAddress(first.to)}`
}
