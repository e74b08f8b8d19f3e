import { keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressInStorageWord, SAFE_STORAGE_SLOTS } from '../src/index.js'

describe('Safe storage', () => {
  it('names the guard and fallback-handler slots as GuardManager and FallbackManager hash them', () => {
    expect(SAFE_STORAGE_SLOTS.guard).toBe(keccak256(toHex('guard_manager.guard.address')))
    expect(SAFE_STORAGE_SLOTS.fallbackHandler).toBe(keccak256(toHex('fallback_manager.handler.address')))
  })

  it('reads a checksummed address from the low 20 bytes of a word, and null for zero or an empty answer', () => {
    const word = `0x${'00'.repeat(12)}fd0732dc9e303f09fcef3a7388ad10a83459ec99` as const
    expect(addressInStorageWord(word)).toBe('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99')
    expect(addressInStorageWord('0xfd0732dc9e303f09fcef3a7388ad10a83459ec99')).toBe(
      '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    )
    expect(addressInStorageWord(`0x${'00'.repeat(32)}`)).toBeNull()
    expect(addressInStorageWord('0x')).toBeNull()
    expect(addressInStorageWord(undefined)).toBeNull()
  })
})
