import { decodeErrorResult, type Hex, parseAbi, size } from 'viem'

// Error(string) and Panic(uint256) are built into viem; these are the common token errors (OpenZeppelin 5).
const knownErrors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InvalidSender(address sender)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
])

/** A readable revert reason: the Error(string) text, a Panic code, a known custom error, or the raw data. */
export function revertReason(data: Hex): string {
  if (size(data) === 0) return 'reverted without a reason'
  try {
    const decoded: { errorName: string; args?: readonly unknown[] | undefined } = decodeErrorResult({
      abi: knownErrors,
      data,
    })
    if (decoded.errorName === 'Error') return String(decoded.args?.[0])
    if (decoded.errorName === 'Panic') return `Panic(${String(decoded.args?.[0])})`
    return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
  } catch {
    return `reverted with data ${data}`
  }
}
