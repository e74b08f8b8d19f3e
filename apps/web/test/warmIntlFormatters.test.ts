// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { warmIntlFormatters } from '../src/app/warmIntlFormatters'
import { userTimeZone } from '../src/query/useTransactions'
import { formatFiat, formatTokenAmount } from '../src/ui/formatAmounts'
import { dayText } from '../src/ui/formatDay'
import { formatTimeOfDay } from '../src/ui/formatTimeOfDay'

const { NumberFormat, DateTimeFormat } = Intl
afterEach(() => {
  Intl.NumberFormat = NumberFormat
  Intl.DateTimeFormat = DateTimeFormat
})

/** Counts the Intl formatters built from now on. */
function countBuilt(): { count: number } {
  const built = { count: 0 }
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args)
      built.count++
    }
  } as typeof NumberFormat
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args)
      built.count++
    }
  } as typeof DateTimeFormat
  return built
}

describe('warming the Intl formatters while a page waits for its data', () => {
  test('builds one formatter per task; the first balances and history rows then build none', () => {
    localStorage.setItem('concord.currency', JSON.stringify('eur'))
    const tasks: (() => void)[] = []
    warmIntlFormatters((run) => tasks.push(run))
    let ran = 0
    while (tasks.length > 0) {
      expect(tasks).toHaveLength(1)
      tasks.shift()?.()
      ran++
    }
    expect(ran).toBe(5)

    const built = countBuilt()
    const at = Date.UTC(2026, 10, 28, 14, 5)
    expect(formatFiat('1234.5', 'eur')).toMatch(/1,234\.50/)
    expect(formatTokenAmount('123456789', 3)).toBe('123,456.789')
    expect(formatTimeOfDay(at)).toMatch(/\d\d:05/)
    expect(dayText(at, userTimeZone())).toMatch(/2026/)
    expect(built.count).toBe(0)
  })
})
