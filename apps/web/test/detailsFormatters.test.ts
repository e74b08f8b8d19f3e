import { encodeAbiParameters, encodeEventTopics, type Hex, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { creationSetupOf } from '../src/features/transactions/details/creationSetup'
import { transferAmountText } from '../src/features/transactions/details/transferAmountText'

const SAFE = '0x1111111111111111111111111111111111111111'
const OWNER_A = '0x2222222222222222222222222222222222222222'
const OWNER_B = '0x3333333333333333333333333333333333333333'
const TOKEN = '0x4444444444444444444444444444444444444444' as const
const native = { symbol: 'ETH', decimals: 18 }

describe('incoming transfer details', () => {
  test('amounts in token units with the symbol, NFT ids, never wei', () => {
    expect(transferAmountText({ type: 'NATIVE_COIN', value: '1500000000000000000' }, native)).toBe('1.5 ETH')
    const erc20 = {
      type: 'ERC20' as const,
      tokenAddress: TOKEN,
      value: '25000000000',
      tokenName: 'Demo USD Coin',
      tokenSymbol: 'dUSDC',
      logoUri: null,
      decimals: 6,
      trusted: null,
      imitation: false,
    }
    expect(transferAmountText(erc20, native)).toBe('25,000 dUSDC')
    expect(transferAmountText({ ...erc20, decimals: null, tokenSymbol: null, tokenName: null }, native)).toBe(
      `25000000000 units of token ${TOKEN}`,
    )
    const nft = {
      type: 'ERC721' as const,
      tokenAddress: TOKEN,
      tokenId: '2',
      tokenName: null,
      tokenSymbol: 'CDNFT',
      logoUri: null,
      trusted: null,
    }
    expect(transferAmountText(nft, native)).toBe('CDNFT #2')
  })
})

describe('creation details', () => {
  const abi = parseAbi([
    'event SafeSetup(address indexed initiator, address[] owners, uint256 threshold, address initializer, address fallbackHandler)',
  ])
  const setupLog = (address: Hex) => ({
    address,
    topics: encodeEventTopics({ abi, eventName: 'SafeSetup', args: { initiator: OWNER_A } }) as Hex[],
    data: encodeAbiParameters(
      [{ type: 'address[]' }, { type: 'uint256' }, { type: 'address' }, { type: 'address' }],
      [[OWNER_A, OWNER_B], 2n, TOKEN, TOKEN],
    ),
  })

  test("owners and threshold at creation come from the Safe's own SafeSetup event of the creation transaction", () => {
    const unrelated = { address: TOKEN as Hex, topics: [] as Hex[], data: '0x' as Hex }
    expect(creationSetupOf([unrelated, setupLog(TOKEN), setupLog(SAFE)], SAFE)).toEqual({
      owners: [OWNER_A, OWNER_B],
      threshold: 2,
    })
    expect(creationSetupOf([unrelated], SAFE)).toBeNull()
  })
})
