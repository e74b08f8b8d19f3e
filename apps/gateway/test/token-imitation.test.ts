import type { Address } from '@concord/gateway-schema'
import { describe, expect, it } from 'vitest'
import { imitatedToken, trustedTokenIndex } from '../src/modules/tokens/index.js'

const NATIVE = { address: '0x0000000000000000000000000000000000000000' as Address, name: 'Ether', symbol: 'ETH' }
const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as Address, name: 'USD Coin', symbol: 'USDC' }
const DAI = { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' as Address, name: 'Dai Stablecoin', symbol: 'DAI' }
const index = trustedTokenIndex([NATIVE, USDC, DAI])
const COPY = '0x1111111111111111111111111111111111111111' as Address

const unlisted = (name: string, symbol: string) => ({ address: COPY, name, symbol, trusted: false })

describe('copycat tokens', () => {
  it.each([
    ['the same symbol', 'Anything', 'USDC', USDC],
    ['the symbol in another case, with blanks', 'Anything', ' usdc ', USDC],
    ['the name with a Cyrillic С and а zero-width space', 'USD \u0421\u200Bоin', 'FAKE', USDC],
    ['the symbol with a Cyrillic С', 'Anything', 'USD\u0421', USDC],
    ['the symbol with Greek capitals', 'Anything', '\u0395\u03A4\u0397', NATIVE],
    ['full-width letters', 'Anything', '\uFF35\uFF33\uFF24\uFF23', USDC],
    ['mathematical bold letters', 'Anything', '\u{1D414}\u{1D412}\u{1D403}\u{1D402}', USDC],
    ['an accent and a bidi mark', 'Anything', 'DA\u00CD\u200E', DAI],
    ['a lower-case l for the I', 'Anything', 'DAl', DAI],
    ['a zero for the O', 'USD C0in', 'X', USDC],
    ["the native coin's symbol", 'Wrapped whatever', 'eth', NATIVE],
  ])('an unlisted token with %s imitates the trusted one', (_, name, symbol, real) => {
    expect(imitatedToken(unlisted(name, symbol), index)).toEqual(real)
  })

  it('a trusted token imitates nothing, nor does an unlisted token with its own name and symbol', () => {
    expect(imitatedToken({ ...USDC, trusted: true }, index)).toBeNull()
    expect(imitatedToken({ ...unlisted('USD Coin', 'USDC'), trusted: true }, index)).toBeNull()
    expect(imitatedToken(unlisted('Uniswap', 'UNI'), index)).toBeNull()
    expect(imitatedToken(unlisted('USD Coin Bridged', 'USDC.e'), index)).toBeNull()
    expect(imitatedToken(unlisted('', ''), index)).toBeNull()
    expect(imitatedToken(unlisted('\u200B', ' '), trustedTokenIndex([{ ...USDC, name: '\u200B', symbol: ' ' }]))).toBe(
      null,
    )
  })

  it('the trusted token itself, were it unlisted by mistake at its own address, is not its own copycat', () => {
    expect(imitatedToken({ ...USDC, address: USDC.address.toLowerCase() as Address, trusted: false }, index)).toBeNull()
  })
})
