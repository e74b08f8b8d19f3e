import RealSdk from '@safe-global/safe-apps-sdk'
import { describe, expect, test } from 'vitest'
import type { EIP712TypedData } from '../src/index.js'
import { calculateMessageHash, calculateTypedMessageHash } from '../src/message-hash.js'

// The real SDK's Safe class hashes without talking to a wallet, so it can run in Node as the reference.
const real = new RealSdk().safe

const mail: EIP712TypedData = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
  },
}

describe('message hashing matches @safe-global/safe-apps-sdk 9.1.0', () => {
  test('EIP-191 message hash', () => {
    for (const message of ['hello', '', '0xdeadbeef', 'Ünïcødé ✓']) {
      expect(calculateMessageHash(message)).toBe(real.calculateMessageHash(message))
    }
  })

  test('EIP-712 hash with an inferred primary type and with BigNumber-like / string chain ids', () => {
    expect(calculateTypedMessageHash(mail)).toBe(real.calculateTypedMessageHash(mail as never))
    const bigNumberLike = { ...mail, domain: { ...mail.domain, chainId: { toNumber: () => 1 } } }
    expect(calculateTypedMessageHash(bigNumberLike)).toBe(calculateTypedMessageHash(mail))
    const stringChain = { ...mail, domain: { ...mail.domain, chainId: '1' } }
    expect(calculateTypedMessageHash(stringChain)).toBe(calculateTypedMessageHash(mail))
  })

  test('an explicit primary type wins over inference', () => {
    const person = { ...mail, primaryType: 'Person', message: mail.message.from as Record<string, unknown> }
    expect(calculateTypedMessageHash(person)).toBe(real.calculateTypedMessageHash(person as never))
  })

  test('no unique primary type fails with "Please specify primaryType"', () => {
    const withDomain = {
      ...mail,
      types: { ...mail.types, EIP712Domain: [{ name: 'name', type: 'string' }] },
    }
    expect(() => calculateTypedMessageHash(withDomain)).toThrow('Please specify primaryType')
    expect(() => real.calculateTypedMessageHash(withDomain as never)).toThrow('Please specify primaryType')
  })
})
