import { threadId } from 'node:worker_threads'
import { MAX_CALLDATA_BYTES } from '@concord/gateway-schema'
import { buildSafeTransactionData, hashSafeMessageContent, hashSafeTx, ProtocolError } from '@concord/protocol'
import { type Address, type Hex, keccak256 } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { createHashPool } from '../src/hashing/hash-pool.js'

// Issue 20 point 2, closed: the dear hashes of writes (keccak over up to 128 KiB of calldata, EIP-712 typed messages)
// run on a worker thread, so the event loop keeps answering every other request (/health/live included) meanwhile.
// Which thread hashed is the proof: no timing is asserted.
const pool = createHashPool(1)
const SAFE: Address = '0x1111111111111111111111111111111111111111'
const ZERO: Address = '0x0000000000000000000000000000000000000000'

afterAll(async () => {
  await pool.close()
})

const tx = (bytes: number) =>
  buildSafeTransactionData({
    ...{ to: SAFE, value: '0', data: `0x${'ab'.repeat(bytes)}` as Hex, operation: 0, nonce: '7' },
    ...{ safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: ZERO, refundReceiver: ZERO },
  })
const typedMessage = {
  domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: SAFE },
  types: { M: [{ name: 'items', type: 'string[]' }] },
  primaryType: 'M',
  message: { items: Array.from({ length: 128 }, (_, i) => `${i}`.padEnd(250, 'y')) },
} as const

describe('the hashing pool', () => {
  it('hashes proposals of maximum-size calldata on a worker thread, several at once, to the protocol hash', async () => {
    const large = tx(MAX_CALLDATA_BYTES)
    const params = { chainId: '31337', safe: SAFE, version: '1.4.1', tx: large }
    const results = await Promise.all(Array.from({ length: 4 }, () => pool.safeTx(params)))
    const expected = hashSafeTx({ chainId: 31337n, safeAddress: SAFE, version: '1.4.1', tx: large })
    for (const result of results) {
      expect(result.threadId).not.toBe(threadId)
      expect(result.hash).toBe(expected)
      expect(keccak256(result.preimage)).toBe(expected)
    }
  })

  it('keeps small calldata and short text on the event loop, where a hand-over would cost more than the hash', async () => {
    const small = await pool.safeTx({ chainId: '31337', safe: SAFE, version: '1.4.1', tx: tx(100) })
    expect(small.threadId).toBe(threadId)
    expect((await pool.messageContent('hello')).threadId).toBe(threadId)
  })

  it('hashes typed messages and long text on a worker thread', async () => {
    const typed = await pool.messageContent(typedMessage)
    expect(typed.threadId).not.toBe(threadId)
    expect(typed.hash).toBe(hashSafeMessageContent(typedMessage))
    const text = 'z'.repeat(16_384)
    const long = await pool.messageContent(text)
    expect(long.threadId).not.toBe(threadId)
    expect(long.hash).toBe(hashSafeMessageContent(text))
  })

  it('refuses typed data that cannot be encoded with the protocol error, from the worker as inline', async () => {
    const broken = { ...typedMessage, primaryType: 'Missing' } as const
    const refusal = await pool.messageContent(broken).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ProtocolError)
    expect((refusal as ProtocolError).message).toMatch(/^The typed data cannot be EIP-712 encoded/)
  })
})
