import { describe, expect, test } from 'vitest'
import { generateRequestId } from '../src/request-id.js'

describe('generateRequestId', () => {
  test('is 10 random bytes as 20 lowercase hex characters', () => {
    for (let i = 0; i < 100; i++) expect(generateRequestId()).toMatch(/^[0-9a-f]{20}$/)
  })

  test('does not repeat across many ids', () => {
    const ids = new Set(Array.from({ length: 10_000 }, generateRequestId))
    expect(ids.size).toBe(10_000)
  })
})
