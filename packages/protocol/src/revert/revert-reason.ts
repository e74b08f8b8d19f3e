import { decodeErrorResult, type Hex, parseAbi, size } from 'viem'

// Error(string) and Panic(uint256) are built into viem; these are the common token errors (OpenZeppelin 5), which a
// Safe transaction moving tokens most often reverts with.
const tokenErrors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InvalidSender(address sender)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
])

/** A readable revert reason: the Error(string) text, `Panic(code)`, a known token error with its arguments, or the raw data. */
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
