import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { KNOWN_VULNERABLE_MODULES, minimalProxyTarget, vulnerableModuleOf } from '../src/index.js'

const ROLES_210 = '0x9646fDAD06d3e24444381f44362a3B0eB343D337'
const DELAY_110 = '0x01F8cabB808D7dE0dF4202D4B60C8310d2f1339b'
// Delay 1.0.1, the version before 1.1.0: not on the list.
const DELAY_101 = '0xd54895B1121A2eE3f37b502F507631FA1331BED6'
const proxyOf = (target: string) =>
  `0x363d3d373d3d3d363d73${target.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`

describe('known-vulnerable modules', () => {
  test('lists Zodiac Delay 1.1.0 and Roles 2.1.0 by checksummed mastercopy, with an advisory in words', () => {
    expect(KNOWN_VULNERABLE_MODULES.map((m) => `${m.name} ${m.version}`)).toEqual([
      'Zodiac Delay 1.1.0',
      'Zodiac Roles 2.1.0',
    ])
    for (const m of KNOWN_VULNERABLE_MODULES) {
      expect(getAddress(m.mastercopy)).toBe(m.mastercopy)
      expect(m.advisory).toMatch(/Disable it/)
    }
  })

  test('a mastercopy enabled directly is found in any case; another version or address is not', () => {
    expect(vulnerableModuleOf(ROLES_210.toLowerCase())?.name).toBe('Zodiac Roles')
    expect(vulnerableModuleOf(DELAY_110)?.version).toBe('1.1.0')
    expect(vulnerableModuleOf(DELAY_101)).toBeUndefined()
    expect(vulnerableModuleOf('0x0000000000000000000000000000000000000001', null)).toBeUndefined()
  })

  test("a module instance is found by its minimal proxy's target", () => {
    const instance = '0x1234567890123456789012345678901234567890'
    expect(minimalProxyTarget(proxyOf(DELAY_110))).toBe(DELAY_110.toLowerCase())
    expect(vulnerableModuleOf(instance, minimalProxyTarget(proxyOf(DELAY_110)))?.name).toBe('Zodiac Delay')
    expect(vulnerableModuleOf(instance, minimalProxyTarget(proxyOf(DELAY_101)))).toBeUndefined()
  })

  test('code that is not exactly an EIP-1167 proxy has no target', () => {
    expect(minimalProxyTarget('0x')).toBeNull()
    expect(minimalProxyTarget(`${proxyOf(DELAY_110)}00`)).toBeNull()
    expect(minimalProxyTarget(proxyOf(DELAY_110).replace('363d3d37', '363d3d38'))).toBeNull()
  })
})
