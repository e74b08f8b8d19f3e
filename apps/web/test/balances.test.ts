import type { SafeBalanceItem } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { totalFiat, visibleBalances, withoutHiddenTokens } from '../src/features/balances/visibleBalances'
import { formatFiat, formatTokenAmount, formatTotalFiat } from '../src/ui/formatAmounts'

const item = (address: string, fiatBalance: string, fiatConversion: string): SafeBalanceItem => ({
  tokenInfo: {
    type: 'ERC20',
    address: address as `0x${string}`,
    decimals: 18,
    symbol: 'T',
    name: 'Token',
    logoUri: '',
  },
  balance: '1',
  fiatBalance,
  fiatConversion,
  fiatBalance24hChange: null,
  imitates: null,
  priceInfo: null,
})

describe('fiat and token formatting', () => {
  test('formats ISO currencies with their symbol and others as number plus code', () => {
    expect(formatFiat('1234.5', 'usd', 'en-US')).toBe('$1,234.50')
    expect(formatFiat('10', 'EUR', 'en-US')).toBe('€10.00')
    expect(formatFiat('0.123456789', 'eth', 'en-US')).toBe('0.123457 ETH')
    expect(formatFiat('not a number', 'usd')).toBe('—')
  })

  test('formats token amounts by decimals, grouping thousands and marking dust', () => {
    expect(formatTokenAmount('1500000000000000000000', 18)).toBe('1,500')
    expect(formatTokenAmount('1234567', 6)).toBe('1.234567')
    expect(formatTokenAmount('1', 18)).toBe('< 0.000001')
    expect(formatTokenAmount('0', 18)).toBe('0')
  })

  test('a total with no price for any asset held is unknown, never $0.00', () => {
    expect(formatTotalFiat([item('0xAA', '0', '0')], '0', 'usd', 'en-US')).toBe('unknown')
    expect(formatTotalFiat([item('0xAA', '5', '5'), item('0xBB', '0', '0')], '5', 'usd', 'en-US')).toBe('$5.00')
    // Nothing held is truly worth nothing.
    expect(formatTotalFiat([{ ...item('0xAA', '0', '0'), balance: '0' }], '0', 'usd', 'en-US')).toBe('$0.00')
    expect(formatTotalFiat([], '0', 'usd', 'en-US')).toBe('$0.00')
  })
})

describe('which balances are shown', () => {
  const items = [item('0xAA', '100', '1'), item('0xBB', '0.001', '1'), item('0xCC', '0', '0')]

  test('hidden tokens are left out unless "show hidden" is on', () => {
    const filter = { hidden: ['0xaa'], showHidden: false, hideSmall: false }
    expect(visibleBalances(items, filter).map((i) => i.tokenInfo.address)).toEqual(['0xBB', '0xCC'])
    expect(visibleBalances(items, { ...filter, showHidden: true })).toHaveLength(3)
  })

  test('"hide small balances" drops priced dust but never unpriced tokens', () => {
    const shown = visibleBalances(items, { hidden: [], showHidden: false, hideSmall: true })
    expect(shown.map((i) => i.tokenInfo.address)).toEqual(['0xAA', '0xCC'])
    expect(totalFiat(shown)).toBe(100)
  })
})

describe('hidden tokens elsewhere (issue 35 point 10)', () => {
  test('Home and the token picker leave out hidden tokens, by address in any case', () => {
    const items = [
      item('0xAAaa000000000000000000000000000000000001', '5', '1'),
      item('0x00000000000000000000000000000000000000bb', '1', '1'),
    ]
    const shown = withoutHiddenTokens(items, ['0xaaaa000000000000000000000000000000000001'])
    expect(shown.map((i) => i.tokenInfo.address)).toEqual(['0x00000000000000000000000000000000000000bb'])
  })
})
