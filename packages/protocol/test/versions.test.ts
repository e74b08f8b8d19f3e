import { describe, expect, it } from 'vitest'
import { compareSemver, InvalidVersionError, isSupportedVersion, SAFE_VERSIONS, toSafeVersion } from '../src/index.js'

describe('compareSemver', () => {
  it.each([
    ['1.3.0', '1.4.1', -1],
    ['1.4.1', '1.3.0', 1],
    ['1.3.0', '1.3.0', 0],
    ['1.3.0+L2', '1.3.0', 0],
    ['1.3.0+L2', '1.4.1+L2', -1],
    ['1.3', '1.3.0', 0],
    ['1', '1.0.0', 0],
    ['v1.4.1', '1.4.1', 0],
    ['1.10.0', '1.9.9', 1],
    ['1.1.1', '1.2.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.4.1-rc.1', '1.4.1', -1],
    ['1.4.1-rc.2', '1.4.1-rc.10', -1],
    ['1.4.1-alpha', '1.4.1-beta', -1],
    ['1.4.1-1', '1.4.1-alpha', -1],
  ] as const)('%s vs %s → %i', (a, b, expected) => {
    expect(compareSemver(a, b)).toBe(expected)
  })

  it('rejects strings that are not versions', () => {
    for (const bad of ['', 'latest', '1.x', '1..3', '1.3.0.1'])
      expect(() => compareSemver(bad, '1.0.0')).toThrow(InvalidVersionError)
  })
})

describe('supported versions', () => {
  it('accepts every registry version (1.0.0 to 1.5.0) with or without build suffix, nothing else', () => {
    expect(SAFE_VERSIONS).toEqual(['1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0'])
    for (const v of ['1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0', '1.3.0+L2', '1.5.0+L2']) {
      expect(isSupportedVersion(v)).toBe(true)
    }
    for (const v of ['0.1.0', '1.1.0', '1.4.0', '1.4.1-rc.1', 'junk']) expect(isSupportedVersion(v)).toBe(false)
    expect(toSafeVersion('1.3.0+L2')).toBe('1.3.0')
    expect(() => toSafeVersion('1.4.0')).toThrow(
      /not supported; use 1.0.0 or 1.1.1 or 1.2.0 or 1.3.0 or 1.4.1 or 1.5.0/,
    )
  })
})
