import { type DevChain, startDevChain } from '@concord/devchain'
import { canonicalAddresses, encodeMultiSendCall, migrationAddresses } from '@concord/protocol'
import { createPublicClient, encodeFunctionData, erc20Abi, erc721Abi, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { describeCall, tokenCallTargets } from '../src/tx/review/describeCall'
import { flattenCalls } from '../src/tx/review/flattenCalls'
import { readTokenInfo, tokenFromReads } from '../src/tx/review/readTokenInfo'
import { safeContractName } from '../src/tx/review/safeContractName'

// Issue 15 point 1: targets named from the Safe's own contracts, tokens the Safe does not hold in their units.
const SAFE = '0x1111111111111111111111111111111111111111'
const ALICE = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x4444444444444444444444444444444444444444'
const HANDLER = '0x7777777777777777777777777777777777777777'
const v141 = canonicalAddresses['1.4.1']
const v130 = canonicalAddresses['1.3.0']

describe("the Safe's own contracts by name", () => {
  test('canonical contracts of every version, with the version', () => {
    const parts = { safe: SAFE }
    expect(safeContractName(v141.MultiSend, parts)).toBe('MultiSend 1.4.1')
    expect(safeContractName(v141.MultiSendCallOnly.toLowerCase(), parts)).toBe('MultiSendCallOnly 1.4.1')
    expect(safeContractName(v130.SignMessageLib, parts)).toBe('SignMessageLib 1.3.0')
    expect(safeContractName(v141.CreateCall, parts)).toBe('CreateCall 1.4.1')
    expect(safeContractName(v141.SafeL2, parts)).toBe('SafeL2 singleton 1.4.1')
    expect(safeContractName(v130.SafeProxyFactory, parts)).toBe('Safe proxy factory 1.3.0')
    expect(safeContractName(migrationAddresses.SafeMigration, parts)).toBe('SafeMigration 1.4.1')
    expect(safeContractName(migrationAddresses.SafeToL2Migration.toLowerCase(), parts)).toBe('SafeToL2Migration 1.4.1')
    expect(safeContractName(ALICE, parts)).toBeNull()
    expect(safeContractName('not an address', parts)).toBeNull()
  })

  test('the Safe itself, its fallback handler, guard and modules', () => {
    const parts = { safe: SAFE, fallbackHandler: v141.CompatibilityFallbackHandler, guard: ALICE, modules: [TOKEN] }
    expect(safeContractName(SAFE.toUpperCase().replace('0X', '0x'), parts)).toBe('This Safe')
    expect(safeContractName(v141.CompatibilityFallbackHandler, parts)).toBe(
      'Compatibility fallback handler 1.4.1 (fallback handler)',
    )
    expect(safeContractName(HANDLER, { safe: SAFE, fallbackHandler: HANDLER })).toBe('Fallback handler')
    expect(safeContractName(ALICE, parts)).toBe('Guard of this Safe')
    expect(safeContractName(TOKEN, parts)).toBe('Module of this Safe')
  })
})

describe('tokens the Safe does not hold', () => {
  const ok = <T>(value: T) => ({ status: 'fulfilled' as const, value })
  const failed = { status: 'rejected' as const, reason: new Error('execution reverted') }

  test("a token's own symbol and decimals: ERC-20 when both answer, NFT with a symbol only, unknown otherwise", () => {
    expect(tokenFromReads(ok('dUSDC'), ok(6))).toEqual({ symbol: 'dUSDC', decimals: 6, type: 'ERC20' })
    expect(tokenFromReads(ok('CDNFT'), failed)).toEqual({ symbol: 'CDNFT', decimals: 0, type: 'ERC721' })
    expect(tokenFromReads(failed, ok(18))).toBeNull()
    expect(tokenFromReads(ok(''), ok(18))).toBeNull()
    expect(tokenFromReads(ok('a symbol with spaces to mislead'), ok(18))).toBeNull()
  })

  test('the targets of token calls, batches unpacked, each once; not the Safe nor other calls', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 5n] })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ALICE, 5n] })
    const batch = encodeMultiSendCall([
      { operation: 0, to: TOKEN, value: 0n, data: transfer },
      { operation: 0, to: TOKEN, value: 0n, data: approve },
      { operation: 0, to: HANDLER, value: 0n, data: '0x12345678' },
      { operation: 0, to: ALICE, value: 1n, data: '0x' },
    ])
    const calls = flattenCalls({ to: v141.MultiSendCallOnly, value: 0n, data: batch, operation: 1 })
    expect(tokenCallTargets(calls, SAFE)).toEqual([TOKEN])
  })
})

describe('token metadata read on the dev chain', () => {
  let chain: DevChain
  let client: PublicClient
  beforeAll(async () => {
    chain = await startDevChain()
    client = createPublicClient({ transport: http(chain.rpcUrl) })
  }, 120_000)
  afterAll(() => chain?.stop())

  test('an ERC-20 and an NFT answer with their symbol; a contract that is no token is unknown', async () => {
    const { usdc, nft } = chain.tokens
    expect(await readTokenInfo(client, usdc.address)).toEqual({ symbol: 'dUSDC', decimals: 6, type: 'ERC20' })
    expect(await readTokenInfo(client, nft.address)).toEqual({ symbol: 'CDNFT', decimals: 0, type: 'ERC721' })
    expect(await readTokenInfo(client, v141.MultiSend)).toBeNull()

    const usdcInfo = await readTokenInfo(client, usdc.address)
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 2_500_000n] })
    const call = { to: usdc.address, value: 0n, data: transfer, operation: 0 as const, batchIndex: null }
    const ctx = { safe: SAFE, native: { symbol: 'ETH', decimals: 18 }, tokenOf: () => usdcInfo ?? undefined }
    expect(describeCall(call, ctx)).toBe(`Send 2.5 dUSDC to ${ALICE}`)
    const nftSend = encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [SAFE, ALICE, 3n] })
    const nftInfo = await readTokenInfo(client, nft.address)
    const nftCtx = { ...ctx, tokenOf: () => nftInfo ?? undefined }
    expect(describeCall({ ...call, to: nft.address, data: nftSend }, nftCtx)).toBe(
      `Send NFT CDNFT #3 from ${SAFE} to ${ALICE}`,
    )
  })
})
