import { decodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseAirdropCsv } from '../src/apps/csv-airdrop/parse-airdrop-csv.js'
import { toTransfers } from '../src/apps/csv-airdrop/to-transfers.js'

const SAFE = '0x5afE5aFE5Afe5afe5aFe5afE5afE5aFE5afe0001'
const USDC = '0xED989C1533814919395725831330CE545E2E9c12'
const NFT = '0x8Ca38C03B0b50c73EE80BE89513A6A27e9be1d6e'
const A = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const B = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const TOKENS = new Map([[USDC, { decimals: 6, symbol: 'dUSDC' }]] as const)

describe("CSV Airdrop: Safe's CSV format → one batch", () => {
  test('native, erc20 and nft rows become ETH value, transfer and safeTransferFrom calls, in order', () => {
    const csv = `token_type,token_address,receiver,amount,id\r\nnative,,${A},0.25,\r\n\r\nerc20,${USDC.toLowerCase()},${B},12.5,\r\nnft,${NFT},${A},,1\r\n`
    const parsed = parseAirdropCsv(csv)
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
    const built = toTransfers(parsed.rows, SAFE, TOKENS)
    if (!built.ok) throw new Error(built.errors.join('\n'))
    const [eth, usdc, nft] = built.transfers.map((t) => t.tx)
    expect(eth).toEqual({ to: A, value: '250000000000000000', data: '0x' })
    expect(usdc).toMatchObject({ to: USDC, value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: usdc?.data as `0x${string}` }).args).toEqual([B, 12_500_000n])
    expect(nft).toMatchObject({ to: NFT, value: '0' })
    expect(decodeFunctionData({ abi: erc721Abi, data: nft?.data as `0x${string}` })).toMatchObject({
      functionName: 'safeTransferFrom',
      args: [SAFE, A, 1n],
    })
    expect(built.transfers.map((t) => t.label)).toEqual([
      `0.25 ETH → ${A}`,
      `12.5 dUSDC → ${B}`,
      `NFT #1 of ${NFT} → ${A}`,
    ])
  })

  test('every bad line is named with what is wrong with it', () => {
    expect(parseAirdropCsv(`receiver,amount\n${A},1`)).toEqual({
      ok: false,
      errors: ['Line 1 must be the header "token_type,token_address,receiver,amount,id".'],
    })
    expect(parseAirdropCsv('token_type,token_address,receiver,amount,id\n')).toEqual({
      ok: false,
      errors: ['The file has no transfers below its header.'],
    })
    const csv = [
      'token_type,token_address,receiver,amount,id',
      `native,,${A},1,`,
      `erc1155,${NFT},${A},1,1`,
      'native,,0x1234,1,',
      `native,${USDC},${A},1,`,
      `erc20,${USDC},${A},1,5,`,
      `erc20,${USDC},${A},-3,`,
      `nft,${NFT},${A},,`,
      `erc20,nope,${A},1,`,
    ].join('\n')
    expect(parseAirdropCsv(csv)).toEqual({
      ok: false,
      errors: [
        'Line 3: the token_type "erc1155" is not one of erc20, native or nft.',
        'Line 4: the receiver "0x1234" is not an address.',
        'Line 5: token_address must be empty for a native (ETH) transfer.',
        'Line 7: the amount "-3" is not a positive decimal number (use a dot, as in 1.5).',
        'Line 8: an nft row needs the token id as a whole number in "id" (got "").',
        'Line 9: the token_address "nope" is not an address.',
      ],
    })
  })

  test("amounts finer than the token's decimals, zero amounts and tokens without decimals are refused per line", () => {
    const unknown = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
    const parsed = parseAirdropCsv(
      [
        'token_type,token_address,receiver,amount,id',
        `erc20,${USDC},${A},0.0000001,`,
        `native,,${A},0,`,
        `erc20,${unknown},${A},1,`,
      ].join('\n'),
    )
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
    expect(toTransfers(parsed.rows, SAFE, TOKENS)).toEqual({
      ok: false,
      errors: [
        'Line 2: dUSDC has 6 decimals; 0.0000001 has more.',
        'Line 3: the amount must be more than 0.',
        `Line 4: ${unknown} did not answer decimals(): is it an ERC-20 token on this chain?`,
      ],
    })
  })
})
