import { randomBytes } from 'node:crypto'
import { hashSafeTx } from '@concord/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSafeTxHasher } from '../src/indexer/plan/safe-tx-hash.js'

const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}` as Hex
const address = () => getAddress(hex(20)) as Address
const uint = (bytes: number) => BigInt(hex(bytes))

describe('the indexer SafeTx hasher', () => {
  it('gives the safeTxHash of @concord/protocol for both Safe versions, any data and large numbers', () => {
    const hasher = createSafeTxHasher('31337')
    const safes = [address(), address()]
    for (let i = 0; i < 40; i++) {
      const safe = safes[i % 2] as Address
      const version = i % 3 === 0 ? '1.3.0' : '1.4.1'
      const tx = {
        to: address(),
        value: i === 0 ? 2n ** 256n - 1n : uint(1 + (i % 31)),
        data: i % 4 === 0 ? ('0x' as Hex) : hex(i * 7),
        operation: (i % 2) as 0 | 1,
        safeTxGas: uint(3),
        baseGas: uint(2),
        gasPrice: uint(5),
        gasToken: i % 5 === 0 ? address() : ('0x0000000000000000000000000000000000000000' as Address),
        refundReceiver: address(),
        nonce: BigInt(i),
      }
      const expected = hashSafeTx({ chainId: 31337n, safeAddress: safe, version, tx })
      expect(hasher(safe, version, tx)).toBe(expected)
    }
  })
})
