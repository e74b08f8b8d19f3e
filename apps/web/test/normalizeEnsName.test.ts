import { normalize } from 'viem/ens'
import { describe, expect, it, vi } from 'vitest'
import { normalizeEnsName } from '../src/ens/normalizeEnsName'

// Counts calls into viem's normalize (ens-normalize) while keeping its behaviour.
vi.mock('viem/ens', async (original) => {
  const actual = await original<typeof import('viem/ens')>()
  return { ...actual, normalize: vi.fn(actual.normalize) }
})

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** A pseudo-random plain name (fixed seed): 1–4 labels of letters and digits joined by single hyphens. */
function plainName(seed: number): string {
  let state = seed
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n
  }
  const word = () => Array.from({ length: 1 + next(8) }, () => alphabet[next(alphabet.length)]).join('')
  const label = () => Array.from({ length: 1 + next(3) }, word).join('-')
  return Array.from({ length: 1 + next(4) }, label).join('.')
}

describe('normalizeEnsName', () => {
  it('answers plain lowercase names as ENSIP-15 does, without building ens-normalize tables', () => {
    vi.mocked(normalize).mockClear()
    const names = [
      'demo.concord.eth',
      'vitalik.eth',
      'a-b.c0.eth',
      '0x1.eth',
      ...Array.from({ length: 500 }, (_, i) => plainName(i + 1)),
    ]
    const fast = names.map(normalizeEnsName)
    expect(vi.mocked(normalize)).not.toHaveBeenCalled()
    expect(fast).toEqual(names.map((name) => normalize(name)))
  })

  it('leaves every other name to ens-normalize: case folding, Unicode, and the names it refuses', () => {
    expect(normalizeEnsName('DEMO.Concord.eth')).toBe('demo.concord.eth')
    expect(normalizeEnsName('ñandú.eth')).toBe(normalize('ñandú.eth'))
    expect(normalizeEnsName('-edge-.eth')).toBe(normalize('-edge-.eth'))
    expect(() => normalizeEnsName('ab--cd.eth')).toThrow()
    expect(() => normalizeEnsName('a..eth')).toThrow()
    expect(() => normalizeEnsName('')).not.toThrow()
  })
})
