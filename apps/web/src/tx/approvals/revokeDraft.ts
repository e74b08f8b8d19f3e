import type { SafeAllowance } from '@concord/gateway-client'
import { encodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import type { TxDraft } from '../../tx-draft/txDraft'

/**
 * The draft that withdraws a right the Safe gave, reviewed like any transaction: approve(spender, 0) for an ERC-20,
 * setApprovalForAll(operator, false) for an NFT collection.
 */
export function revokeDraft(item: Pick<SafeAllowance, 'type' | 'token' | 'spender'>, symbol: string | null): TxDraft {
  const spender = item.spender as `0x${string}`
  const data =
    item.type === 'ERC20'
      ? encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 0n] })
      : encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [spender, false] })
  return {
    title: `Revoke the ${symbol ?? 'token'} ${item.type === 'ERC20' ? 'allowance' : 'approval for all NFTs'} of ${item.spender}`,
    origin: 'contract',
    calls: [{ to: item.token, value: '0', data, operation: 0 }],
  }
}
