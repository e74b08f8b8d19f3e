import { formatTokenAmount } from '../../ui/formatAmounts'
import type { KnownToken } from '../review/describeCall'
import { type Approval, isUnlimited } from './approvalsOf'

/** An approval's grant in words, and whether it is unlimited (flagged: the spender can take everything). */
export type ApprovalWords = { kind: 'ERC20' | 'ERC721'; amount: string; unlimited: boolean }

/**
 * What an approval grants, in the token's units: "Unlimited", "500 dUSDC", "+5 dUSDC" (increaseAllowance), "NFT #3",
 * "All NFTs" (setApprovalForAll, unlimited) or "None (withdraws all)"; raw units when the token is unknown.
 */
export function approvalWords(approval: Approval, token: KnownToken | undefined): ApprovalWords {
  if (approval.value === null) {
    return approval.approved
      ? { kind: 'ERC721', amount: 'All NFTs of the collection', unlimited: true }
      : { kind: 'ERC721', amount: 'None (withdraws the right to all NFTs)', unlimited: false }
  }
  if (token?.type === 'ERC721' && approval.functionName === 'approve') {
    return { kind: 'ERC721', amount: `NFT #${approval.value}`, unlimited: false }
  }
  if (isUnlimited(approval.value)) return { kind: 'ERC20', amount: 'Unlimited', unlimited: true }
  const units = token
    ? `${formatTokenAmount(approval.value.toString(), token.decimals)} ${token.symbol}`
    : `${approval.value} units`
  return {
    kind: 'ERC20',
    amount: approval.functionName === 'increaseAllowance' ? `+${units}` : units,
    unlimited: false,
  }
}
