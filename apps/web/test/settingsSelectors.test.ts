import { type Hex, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { SETTINGS_SELECTORS, settingsChangeOf } from '../src/tx/warnings/detectWarnings'

const SAFE: Hex = '0x7210E1DE2501CE2a865df105d4fF235317DF6b1B'

describe("the Safe's settings functions", () => {
  it('are keyed by the selector of their signature', () => {
    for (const [selector, { signature }] of Object.entries(SETTINGS_SELECTORS)) {
      expect(toFunctionSelector(`function ${signature}`), signature).toBe(selector)
    }
    expect(Object.keys(SETTINGS_SELECTORS)).toHaveLength(10)
  })

  it('name the change a call to the Safe makes, and nothing for other targets or functions', () => {
    const data: Hex = `0x694e80c3${'0'.repeat(63)}2`
    expect(settingsChangeOf(SAFE, { to: SAFE, data })).toBe('change the threshold')
    expect(settingsChangeOf(SAFE, { to: SAFE, data: `0x${data.slice(2).toUpperCase()}` })).toBe('change the threshold')
    expect(settingsChangeOf(SAFE, { to: '0x000000000000000000000000000000000000dEaD', data })).toBeNull()
    expect(settingsChangeOf(SAFE, { to: SAFE, data: '0xa9059cbb' })).toBeNull()
  })
})
