import { BaseError, decodeErrorResult, type Hex, parseAbi, size } from 'viem'

// Error(string) and Panic(uint256) are built into viem; these are the usual token errors (OpenZeppelin 5).
const tokenErrors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
])

/** A revert reason in words: the Error(string) text, a Panic code, a known token error, or the raw data. */
export function revertReason(data: Hex): string {
  if (size(data) === 0) return 'reverted without a reason'
  try {
    const decoded = decodeErrorResult({ abi: tokenErrors, data })
    const args = (decoded.args ?? []) as readonly unknown[]
    if ((decoded.errorName as string) === 'Error') return String(args[0])
    return `${decoded.errorName}(${args.map(String).join(', ')})`
  } catch {
    return `reverted with data ${data}`
  }
}

/** The revert data inside a viem error from eth_call/estimateGas, if the node sent any. */
export function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk((inner) => typeof (inner as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}

/** Why a call failed, in words: the decoded revert reason when there is one, else the error's short message. */
export function failureReason(error: unknown): string {
  const data = revertDataOf(error)
  if (data !== undefined) return revertReason(data)
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
