// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { warmIntlFormatters } from '../src/app/warmIntlFormatters'
import { dayText } from '../src/features/transactions/listRows'
import { userTimeZone } from '../src/query/useTransactions'
import { formatFiat, formatTokenAmount } from '../src/ui/formatAmounts'
import { formatTimeOfDay } from '../src/ui/formatTimeOfDay'

describe('warming the Intl formatters while a page waits for its data', () => {
  test('builds one formatter per idle moment; the first balances and history rows then build none', () => {
    localStorage.setItem('concord.currency', JSON.stringify('eur'))
    const idle: (() => void)[] = []
    warmIntlFormatters((run) => idle.push(run))
    let moments = 0
    while (idle.length > 0) {
      expect(idle).toHaveLength(1)
      idle.shift()?.()
      moments++
    }
    expect(moments).toBe(5)

    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat')
    const at = Date.UTC(2026, 10, 28, 14, 5)
    expect(formatFiat('1234.5', 'eur')).toMatch(/1,234\.50/)
    expect(formatTokenAmount('123456789', 3)).toBe('123,456.789')
    expect(formatTimeOfDay(at)).toMatch(/\d\d:05/)
    expect(dayText(at, userTimeZone())).toMatch(/2026/)
    expect(numberFormat).not.toHaveBeenCalled()
    expect(dateFormat).not.toHaveBeenCalled()
  })
})
