import { encodeFunctionData, erc20Abi } from 'viem'
import type { TxDraft } from '../../tx-draft/txDraft'

/** The draft that withdraws `spender`'s allowance on `token`: approve(spender, 0), reviewed like any transaction. */
export function revokeDraft(token: string, spender: string, symbol: string | null): TxDraft {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, 0n] })
  return {
    title: `Revoke the ${symbol ?? 'token'} allowance of ${spender}`,
    origin: 'contract',
    calls: [{ to: token, value: '0', data, operation: 0 }],
  }
}
