import { canonicalAddresses, encodeMultiSendCall } from '@concord/protocol'
import { encodeFunctionData, erc20Abi, type Hex, maxUint256, parseAbi, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { approvalsOf, isUnlimited } from '../src/tx/approvals/approvalsOf'
import { approvalWords } from '../src/tx/approvals/approvalText'
import { revokeDraft } from '../src/tx/approvals/revokeDraft'
import { rewriteApproval } from '../src/tx/approvals/rewriteApproval'
import { flattenCalls } from '../src/tx/review/flattenCalls'
import { draftToSafeCall, safeTxFromDraft } from '../src/tx/review/safeTxFromDraft'
import type { DraftCall } from '../src/tx-draft/txDraft'

const SAFE = '0x1111111111111111111111111111111111111111'
const SPENDER = '0x2222222222222222222222222222222222222222'
const USDC = '0x4444444444444444444444444444444444444444'
const NFT = '0x6666666666666666666666666666666666666666'
const usdc = { symbol: 'dUSDC', decimals: 6, type: 'ERC20' }
const nft = { symbol: 'CDNFT', decimals: 0, type: 'ERC721' }
const abi = parseAbi([
  'function approve(address spender, uint256 value)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
])
const approve = (amount: bigint) => encodeFunctionData({ abi, functionName: 'approve', args: [SPENDER, amount] })
const draftCall = (to: string, data: Hex, operation: 0 | 1 = 0) => ({ to, value: '0', data, operation })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 5n] })
const flat = (calls: readonly DraftCall[]) => flattenCalls(draftToSafeCall(calls, '1.4.1'))

describe('the approvals a transaction grants', () => {
  test('ERC-20 approve and increaseAllowance, ERC-721 approve and setApprovalForAll, found inside a MultiSend batch', () => {
    const calls = flat([
      draftCall(USDC, transfer),
      draftCall(USDC, approve(maxUint256)),
      draftCall(USDC, encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [SPENDER, 5_000_000n] })),
      draftCall(NFT, approve(3n)),
      draftCall(NFT, encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [SPENDER, true] })),
    ])
    const found = approvalsOf(calls, SAFE)
    expect(found.map((a) => [a.callIndex, a.functionName, a.token])).toEqual([
      [1, 'approve', USDC],
      [2, 'increaseAllowance', USDC],
      [3, 'approve', NFT],
      [4, 'setApprovalForAll', NFT],
    ])
    expect(found.every((a) => a.spender.toLowerCase() === SPENDER)).toBe(true)
    const [unlimited, increase, one, all] = found.map((a, i) => approvalWords(a, i < 2 ? usdc : nft))
    expect(unlimited).toEqual({ kind: 'ERC20', amount: 'Unlimited', unlimited: true })
    expect(increase).toEqual({ kind: 'ERC20', amount: '+5 dUSDC', unlimited: false })
    expect(one).toEqual({ kind: 'ERC721', amount: 'NFT #3', unlimited: false })
    expect(all).toEqual({ kind: 'ERC721', amount: 'All NFTs of the collection', unlimited: true })
  })

  test('unlimited: max uint256 and anything from 2^255; a plain amount in token units is not', () => {
    expect(isUnlimited(maxUint256)).toBe(true)
    expect(isUnlimited(2n ** 255n)).toBe(true)
    expect(isUnlimited(2n ** 255n - 1n)).toBe(false)
    const [limited] = approvalsOf(flat([draftCall(USDC, approve(parseUnits('500', 6)))]), SAFE)
    expect(limited && approvalWords(limited, usdc)).toEqual({ kind: 'ERC20', amount: '500 dUSDC', unlimited: false })
  })

  test('a nested batch (a DELEGATE MultiSend inside the batch) is searched too; calls to the Safe itself are not approvals', () => {
    const inner = encodeMultiSendCall([{ operation: 0, to: USDC, value: 0n, data: approve(maxUint256) }])
    const calls = flat([draftCall(SAFE, approve(1n)), draftCall(canonicalAddresses['1.4.1'].MultiSend, inner, 1)])
    expect(approvalsOf(calls, SAFE).map((a) => [a.callIndex, a.value])).toEqual([[1, maxUint256]])
  })
})

describe("the proposer's approval editor", () => {
  test('an edited amount rewrites the call inside the batch, so the transaction hashes differently', () => {
    const calls = [draftCall(USDC, transfer), draftCall(USDC, approve(maxUint256))]
    const edited = rewriteApproval(calls, 1, parseUnits('100', 6))
    expect(edited[0]).toEqual(calls[0])
    const [approval] = approvalsOf(flat(edited), SAFE)
    expect(approval?.value).toBe(parseUnits('100', 6))
    const before = safeTxFromDraft({ calls }, { version: '1.4.1', nonce: 0 })
    const after = safeTxFromDraft({ calls: edited }, { version: '1.4.1', nonce: 0 })
    expect(after.data).not.toBe(before.data)
    expect(after.to).toBe(before.to)
  })

  test('an approval inside a nested batch call of the draft is rewritten in place, the batch re-encoded', () => {
    const inner = encodeMultiSendCall([
      { operation: 0, to: USDC, value: 0n, data: transfer },
      { operation: 0, to: USDC, value: 0n, data: approve(maxUint256) },
    ])
    const calls = [draftCall(NFT, approve(3n)), draftCall(canonicalAddresses['1.4.1'].MultiSend, inner, 1)]
    const edited = rewriteApproval(calls, 2, 7n)
    expect(approvalsOf(flat(edited), SAFE).map((a) => [a.callIndex, a.value])).toEqual([
      [0, 3n],
      [2, 7n],
    ])
  })

  test('a single approve call: its data carries the new amount, the spender unchanged', () => {
    const [edited] = rewriteApproval([draftCall(USDC, approve(maxUint256))], 0, 42n)
    expect(edited?.data).toBe(approve(42n))
  })
})

describe('revoking from the Approvals view', () => {
  test('an ERC-20 allowance is withdrawn with approve(spender, 0), an NFT operator with setApprovalForAll(operator, false)', () => {
    const erc20 = revokeDraft({ type: 'ERC20', token: USDC, spender: SPENDER }, 'dUSDC')
    expect(erc20.calls).toEqual([{ to: USDC, value: '0', data: approve(0n), operation: 0 }])
    const all = revokeDraft({ type: 'ERC721_ALL', token: NFT, spender: SPENDER }, 'CDNFT')
    const [revoked] = approvalsOf(flat(all.calls), SAFE)
    expect(revoked).toMatchObject({ functionName: 'setApprovalForAll', token: NFT, approved: false })
    expect(all.title).toContain('approval for all NFTs')
  })
})
