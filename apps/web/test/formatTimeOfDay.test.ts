import { describe, expect, it } from 'vitest'
import { formatTimeOfDay } from '../src/ui/formatTimeOfDay'

describe('formatTimeOfDay', () => {
  it("says a row's time as the browser's locale does (hour and minute), with one formatter for every row", () => {
    for (const timestamp of [0, Date.UTC(2026, 10, 27, 13, 5), Date.UTC(2026, 0, 1, 23, 59, 59)]) {
      expect(formatTimeOfDay(timestamp)).toBe(
        new Date(timestamp).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
      )
    }
  })
})
