import { canonicalAddresses, encodeMultiSendCall, safeAbi } from '@concord/protocol'
import { encodeFunctionData, erc20Abi, erc721Abi, type Hex, maxUint256, parseEther, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { canExecute } from '../src/tx/execute/executionSignatures'
import { type DescribeContext, describeCall } from '../src/tx/review/describeCall'
import { type FlatCall, flattenCalls } from '../src/tx/review/flattenCalls'
import { confirmationStandings, countedStandings, staleSignaturesText } from '../src/tx/sign/confirmationStanding'
import { detectWarnings } from '../src/tx/warnings/detectWarnings'

const SAFE = '0x1111111111111111111111111111111111111111'
const ALICE = '0x2222222222222222222222222222222222222222'
const BOB = '0x3333333333333333333333333333333333333333'
const USDC = '0x4444444444444444444444444444444444444444'
const DAI = '0x5555555555555555555555555555555555555555'
const NFT = '0x6666666666666666666666666666666666666666'
const tokens: Record<string, { symbol: string; decimals: number; type: string }> = {
  [USDC]: { symbol: 'dUSDC', decimals: 6, type: 'ERC20' },
  [DAI]: { symbol: 'dDAI', decimals: 18, type: 'ERC20' },
}
const ctx: DescribeContext = {
  safe: SAFE,
  native: { symbol: 'ETH', decimals: 18 },
  tokenOf: (a) => tokens[a.toLowerCase()],
}
const call = (to: string, data: Hex, value = 0n): FlatCall => ({ to, value, data, operation: 0, batchIndex: null })
const safeCall = (functionName: string, args: readonly unknown[]) =>
  call(SAFE, encodeFunctionData({ abi: safeAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0]))

describe('a call in words', () => {
  test('token amounts in token units with their symbol, never wei; native value in ETH', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1_500_000n] })
    expect(describeCall(call(USDC, transfer), ctx)).toBe(`Send 1.5 dUSDC to ${ALICE}`)
    const dai = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, parseEther('2.25')] })
    expect(describeCall(call(DAI, dai), ctx)).toBe(`Send 2.25 dDAI to ${BOB}`)
    expect(describeCall(call(ALICE, '0x', parseEther('0.1')), ctx)).toBe(`Send 0.1 ETH to ${ALICE}`)
    const unknown = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 7n] })
    expect(describeCall(call(BOB, unknown), ctx)).toBe(`Send 7 units of token ${BOB} to ${ALICE}`)
  })

  test('NFT ids, approvals, a rejection, and unknown calls left to the gateway', () => {
    const nft = encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [SAFE, ALICE, 2n] })
    expect(describeCall(call(NFT, nft), ctx)).toBe(`Send NFT ${NFT} #2 from ${SAFE} to ${ALICE}`)
    const safeNft = encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [SAFE, BOB, 9n] })
    expect(
      describeCall(call(NFT, safeNft), { ...ctx, tokenOf: () => ({ symbol: 'CDNFT', decimals: 0, type: 'ERC721' }) }),
    ).toBe(`Send NFT CDNFT #9 from ${SAFE} to ${BOB}`)
    const usdcFrom = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [SAFE, ALICE, 2_000_000n],
    })
    expect(describeCall(call(USDC, usdcFrom), ctx)).toBe(`Send 2 dUSDC from ${SAFE} to ${ALICE}`)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] })
    expect(describeCall(call(USDC, approve), ctx)).toBe(`Allow ${BOB} to spend any amount of dUSDC`)
    expect(describeCall(call(SAFE, '0x'), ctx)).toBe('Rejection: does nothing but use up this nonce')
    expect(describeCall(call(ALICE, '0xdeadbeef'), ctx)).toBeNull()
    expect(describeCall({ ...call(ALICE, '0x'), operation: 1 }, ctx)).toBeNull()
  })

  test('every settings change in words', () => {
    expect(describeCall(safeCall('addOwnerWithThreshold', [ALICE, 3n]), ctx)).toBe(
      `Add owner ${ALICE} and set threshold to 3`,
    )
    expect(describeCall(safeCall('removeOwner', [BOB, ALICE, 1n]), ctx)).toBe(
      `Remove owner ${ALICE} and set threshold to 1`,
    )
    expect(describeCall(safeCall('swapOwner', [BOB, ALICE, USDC]), ctx)).toBe(`Replace owner ${ALICE} with ${USDC}`)
    expect(describeCall(safeCall('changeThreshold', [2n]), ctx)).toBe('Change threshold to 2')
    expect(describeCall(safeCall('enableModule', [ALICE]), ctx)).toBe(`Enable module ${ALICE}`)
    expect(describeCall(safeCall('disableModule', [BOB, ALICE]), ctx)).toBe(`Disable module ${ALICE}`)
    expect(describeCall(safeCall('setGuard', [ALICE]), ctx)).toBe(`Set guard ${ALICE}`)
    expect(describeCall(safeCall('setGuard', [zeroAddress]), ctx)).toBe('Remove the guard')
    expect(describeCall(safeCall('setFallbackHandler', [ALICE]), ctx)).toBe(`Set fallback handler to ${ALICE}`)
    expect(describeCall(safeCall('setFallbackHandler', [zeroAddress]), ctx)).toBe('Remove the fallback handler')
    const masterCopy = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'changeMasterCopy',
          inputs: [{ name: 'm', type: 'address' }],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ],
      functionName: 'changeMasterCopy',
      args: [ALICE],
    })
    expect(describeCall(call(SAFE, masterCopy), ctx)).toBe(`Change implementation to ${ALICE}`)
    // The same selector sent to another contract is not a change of this Safe.
    expect(describeCall({ ...safeCall('changeThreshold', [2n]), to: ALICE }, ctx)).toBeNull()
  })
})

describe('nested batches', () => {
  const transfer = (to: Hex, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const inner = encodeMultiSendCall([
    { operation: 0, to: DAI, value: 0n, data: transfer(BOB, parseEther('3')) },
    {
      operation: 0,
      to: SAFE,
      value: 0n,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'addOwnerWithThreshold', args: [ALICE, 3n] }),
    },
  ])
  const top = {
    to: canonicalAddresses['1.4.1'].MultiSend,
    value: 0n,
    operation: 1 as const,
    data: encodeMultiSendCall([
      { operation: 0, to: USDC, value: 0n, data: transfer(ALICE, 5_000_000n) },
      { operation: 1, to: canonicalAddresses['1.3.0'].MultiSendCallOnly, value: 0n, data: inner },
    ]),
  }

  test('a batch inside a batch is unpacked call by call, each decoded in words, warnings seeing inside it', () => {
    const calls = flattenCalls(top)
    expect(calls.map((c) => describeCall(c, ctx))).toEqual([
      `Send 5 dUSDC to ${ALICE}`,
      `Send 3 dDAI to ${BOB}`,
      `Add owner ${ALICE} and set threshold to 3`,
    ])
    expect(calls.map((c) => c.batchIndex)).toEqual([0, 1, 2])
    expect(detectWarnings(SAFE, calls, { isKnown: () => false })).toEqual([
      { kind: 'unknown-recipient', recipient: ALICE, batchIndex: 0 },
      { kind: 'unknown-recipient', recipient: BOB, batchIndex: 1 },
      { kind: 'settings-change', change: 'add an owner', batchIndex: 2 },
    ])
  })

  test('calldata that is no batch stays one call; a token sent to the Safe itself warns', () => {
    const broken = { ...top, data: '0x8d80ff0a00' as Hex }
    expect(flattenCalls(broken)).toEqual([{ ...broken, batchIndex: null }])
    expect(detectWarnings(SAFE, [call(USDC, transfer(SAFE, 1n))], { isKnown: () => true })).toEqual([
      { kind: 'safe-recipient', batchIndex: null },
    ])
  })
})

describe('signature hygiene', () => {
  const day = 24 * 60 * 60 * 1000
  const now = 100 * day
  const confirmations = [
    { signer: { value: ALICE }, submittedAt: now - 8 * day },
    { signer: { value: BOB }, submittedAt: now - day },
    { signer: { value: USDC }, submittedAt: now - 30 * day },
  ]

  test('a signer no longer an owner does not count; signatures older than the maximum age are stale', () => {
    const standings = confirmationStandings(confirmations, [ALICE, BOB], { now, maxAgeDays: 7 })
    expect(standings.map((s) => [s.counts, s.stale, s.ageDays])).toEqual([
      [true, true, 8],
      [true, false, 1],
      [false, true, 30],
    ])
    expect(countedStandings(standings)).toHaveLength(2)
    expect(staleSignaturesText(standings, 7)).toBe(
      `A signature is older than 7 days: ${ALICE} (8 days ago). Ask its owner whether they still mean it before executing, or reject the transaction at its nonce.`,
    )
    const noLimit = confirmationStandings(confirmations, [ALICE, BOB], { now, maxAgeDays: 0 })
    expect(staleSignaturesText(noLimit, 0)).toBeNull()
  })

  test('execution counts owners only', () => {
    const signatures = [
      { owner: ALICE, signature: null },
      { owner: USDC, signature: null },
    ]
    expect(canExecute(signatures, { threshold: 2, owners: [ALICE, BOB] })).toBe(false)
    expect(canExecute(signatures, { threshold: 2, owners: [ALICE, BOB], executor: BOB })).toBe(true)
  })
})
