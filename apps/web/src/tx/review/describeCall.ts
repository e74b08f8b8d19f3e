import { decodeCall, erc20CallsAbi, erc721CallsAbi, safeSettingsCallsAbi } from '@concord/protocol'
import { type Hex, isAddressEqual, maxUint256, zeroAddress } from 'viem'
import { formatTokenAmount } from '../../ui/formatAmounts'
import type { FlatCall } from './flattenCalls'

/** What the describer knows of a token: from the Safe's balances or the token's own symbol() and decimals(). */
export type KnownToken = { symbol: string; decimals: number; type: string }

/** The context a call is described in: the Safe, its native coin, and its tokens. */
export type DescribeContext = {
  safe: string
  native: { symbol: string; decimals: number }
  tokenOf: (address: string) => KnownToken | undefined
}

// The Safe's own settings functions and the token functions a co-signer must be able to read in words.
const abi = [...safeSettingsCallsAbi, ...erc20CallsAbi, ...erc721CallsAbi] as const

type Decoded = { functionName: string; args: readonly unknown[] }

const decode = (data: Hex): Decoded | null => {
  try {
    const d = decodeCall(abi, data)
    return d ? { functionName: d.functionName, args: d.args ?? [] } : null
  } catch {
    return null
  }
}

const settingsWords: Record<string, (a: readonly unknown[]) => string> = {
  addOwnerWithThreshold: (a) => `Add owner ${a[0]} and set threshold to ${a[1]}`,
  removeOwner: (a) => `Remove owner ${a[1]} and set threshold to ${a[2]}`,
  swapOwner: (a) => `Replace owner ${a[1]} with ${a[2]}`,
  changeThreshold: (a) => `Change threshold to ${a[0]}`,
  enableModule: (a) => `Enable module ${a[0]}`,
  disableModule: (a) => `Disable module ${a[1]}`,
  setGuard: (a) => (a[0] === zeroAddress ? 'Remove the guard' : `Set guard ${a[0]}`),
  setFallbackHandler: (a) => (a[0] === zeroAddress ? 'Remove the fallback handler' : `Set fallback handler to ${a[0]}`),
  changeMasterCopy: (a) => `Change implementation to ${a[0]}`,
}

/** A token amount in its units with its symbol, or the raw units with the token's address when it is unknown. */
export function tokenAmountText(amount: bigint, tokenAddress: string, token: KnownToken | undefined): string {
  if (!token) return `${amount} units of token ${tokenAddress}`
  return `${formatTokenAmount(amount.toString(), token.decimals)} ${token.symbol}`
}

const isErc20 = (token: KnownToken | undefined) => token !== undefined && token.type !== 'ERC721'

function describeTokenCall(call: FlatCall, d: Decoded, ctx: DescribeContext): string | null {
  const token = ctx.tokenOf(call.to)
  const a = d.args
  switch (d.functionName) {
    case 'transfer':
      return `Send ${tokenAmountText(a[1] as bigint, call.to, token)} to ${a[0]}`
    case 'approve':
      return a[1] === maxUint256
        ? `Allow ${a[0]} to spend any amount of ${token?.symbol ?? `token ${call.to}`}`
        : `Allow ${a[0]} to spend ${tokenAmountText(a[1] as bigint, call.to, token)}`
    case 'transferFrom':
      if (isErc20(token)) return `Send ${tokenAmountText(a[2] as bigint, call.to, token)} from ${a[0]} to ${a[1]}`
      return `Send NFT ${token?.symbol ?? call.to} #${a[2]} from ${a[0]} to ${a[1]}`
    case 'safeTransferFrom':
      return `Send NFT ${token?.symbol ?? call.to} #${a[2]} from ${a[0]} to ${a[1]}`
    default:
      return null
  }
}

const tokenFunctions = new Set(['transfer', 'approve', 'transferFrom', 'safeTransferFrom'])

/** The targets of token calls (transfer, approve, transferFrom, safeTransferFrom) among `calls`: the tokens to name. */
export function tokenCallTargets(calls: readonly FlatCall[], safe: string): string[] {
  const targets = calls.flatMap((call) => {
    if (call.operation !== 0 || isAddressEqual(call.to as Hex, safe as Hex)) return []
    const name = decode(call.data)?.functionName
    return name && tokenFunctions.has(name) ? [call.to.toLowerCase()] : []
  })
  return [...new Set(targets)]
}

const nativeText = (value: bigint, ctx: DescribeContext) =>
  `${formatTokenAmount(value.toString(), ctx.native.decimals)} ${ctx.native.symbol}`

/**
 * One call in words, for the people who sign it: "Send 5 dUSDC to 0x…", "Send NFT CDNFT #3 …", "Add owner 0x… and
 * set threshold to 3", "Rejection …"; null when it is none of the calls Concord knows (the gateway's decoding shows).
 */
export function describeCall(call: FlatCall, ctx: DescribeContext): string | null {
  if (call.operation !== 0) return null
  const toSafe = isAddressEqual(call.to as Hex, ctx.safe as Hex)
  if (call.data === '0x' || call.data.length < 10) {
    if (call.value > 0n) return `Send ${nativeText(call.value, ctx)} to ${call.to}`
    return toSafe ? 'Rejection: does nothing but use up this nonce' : null
  }
  const decoded = decode(call.data)
  if (!decoded) return null
  const words = toSafe ? settingsWords[decoded.functionName]?.(decoded.args) : describeTokenCall(call, decoded, ctx)
  if (!words) return null
  return call.value > 0n ? `${words} (and send ${nativeText(call.value, ctx)})` : words
}
