import { describe, expect, it } from 'vitest'
import { eventually, pollUntil } from '../src/eventually/index.js'

/** A reader that returns 1, 2, 3… and throws on the reads listed in `failOn`. */
function counter(failOn: number[] = []) {
  let n = 0
  return () => {
    n += 1
    if (failOn.includes(n)) throw new Error(`read ${n} failed`)
    return n
  }
}

describe('eventually', () => {
  it('returns the first value that holds, reading again after a value that does not or a read that throws', async () => {
    expect(await eventually(counter([2]), (n) => n >= 3, 'three', { intervalMs: 1 })).toBe(3)
  })

  it('throws after the deadline, naming what it waited for and the last value read', async () => {
    await expect(
      eventually(
        () => ({ nonce: 1 }),
        () => false,
        'nonce 2',
        { timeoutMs: 0 },
      ),
    ).rejects.toThrow('waiting for nonce 2 (last: {"nonce":1})')
  })

  it('names the last error when the last read threw', async () => {
    const failing = () => Promise.reject(new Error('HTTP 404'))
    await expect(eventually(failing, () => true, 'the Safe', { timeoutMs: 0 })).rejects.toThrow('(last: HTTP 404)')
  })
})

describe('pollUntil', () => {
  it('returns the first value that holds', async () => {
    expect(await pollUntil(counter(), (n) => n === 4, { intervalMs: 1 })).toBe(4)
  })

  it('returns the last value read once the deadline has passed, for the test to assert on', async () => {
    expect(
      await pollUntil(
        () => 'still old',
        () => false,
        { timeoutMs: 0 },
      ),
    ).toBe('still old')
  })
})
