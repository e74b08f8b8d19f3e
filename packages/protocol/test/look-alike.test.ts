import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { findLookAlike, looksAlike } from '../src/index.js'

// The address-book entry "Vendor: Acme" and the poisoner's look-alike of issue 33: 0x9965…A4dc and 0x996F…A4dC.
const vendor = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const poisoner = '0x996f1a2b3c4d5e6f708192a3b4c5d6e7f809a4dC'

describe('looksAlike', () => {
  test('the same first 3 and last 4 hex characters with another middle is a look-alike, either way round', () => {
    expect(looksAlike(poisoner, vendor)).toBe(true)
    expect(looksAlike(vendor, poisoner)).toBe(true)
  })

  test('case does not matter: checksummed, lower- and upper-case spellings compare alike', () => {
    expect(looksAlike(poisoner.toLowerCase(), getAddress(vendor))).toBe(true)
    expect(looksAlike(`0x${poisoner.slice(2).toUpperCase()}`, vendor.toLowerCase())).toBe(true)
    // The same address in another spelling is the address itself, not a look-alike.
    expect(looksAlike(vendor.toLowerCase(), getAddress(vendor))).toBe(false)
  })

  test('a different prefix or suffix, or not an address at all, is not a look-alike', () => {
    expect(looksAlike('0x9975507D1a55bcC2695C58ba16FB37d819B0A4dc', vendor)).toBe(false)
    expect(looksAlike('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dd', vendor)).toBe(false)
    expect(looksAlike('0x9965', vendor)).toBe(false)
    expect(looksAlike('vendor.eth', vendor)).toBe(false)
    expect(looksAlike(`${vendor}00`, vendor)).toBe(false)
  })

  test('findLookAlike names the known address a candidate imitates', () => {
    const owners = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', vendor] as const
    expect(findLookAlike(poisoner, owners)).toBe(vendor)
    expect(findLookAlike(vendor, owners)).toBeUndefined()
    expect(findLookAlike('0x0000000000000000000000000000000000000001', owners)).toBeUndefined()
  })
})
