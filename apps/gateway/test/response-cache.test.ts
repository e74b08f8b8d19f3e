import { describe, expect, it } from 'vitest'
import { createResponseCache } from '../src/server/response-cache.js'

describe('response cache', () => {
  it('computes once for concurrent misses of one key and version, and again for a new version', async () => {
    const cache = createResponseCache(10, 1_000_000)
    let computed = 0
    let release: (value: string) => void = () => {}
    const compute = () => {
      computed++
      return new Promise<string>((resolve) => {
        release = resolve
      })
    }
    const waiting = Array.from({ length: 200 }, () => cache.serve('history', 'v1', compute))
    release('page')
    expect(await Promise.all(waiting)).toEqual(Array(200).fill('page'))
    expect(computed).toBe(1)
    expect(await cache.serve('history', 'v1', async () => 'other')).toBe('page')
    expect(await cache.serve('history', 'v2', async () => 'new page')).toBe('new page')
  })

  it('does not keep a failed computation', async () => {
    const cache = createResponseCache(10, 1_000_000)
    await expect(cache.serve('safe', 'v1', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.serve('safe', 'v1', async () => 'info')).toBe('info')
  })

  it('evicts the least recently used entry beyond its size, beyond its payload size, and entries older than their max age', async () => {
    const cache = createResponseCache(2, 1_000_000)
    await cache.serve('a', 'v', async () => 'a1')
    await cache.serve('b', 'v', async () => 'b1')
    await cache.serve('a', 'v', async () => 'a2')
    await cache.serve('c', 'v', async () => 'c1')
    expect(await cache.serve('a', 'v', async () => 'a3')).toBe('a1')
    expect(await cache.serve('b', 'v', async () => 'b2')).toBe('b2')
    const small = createResponseCache(10, 10)
    await small.serve('page 1', 'v', async () => '123456')
    await small.serve('page 2', 'v', async () => '123456')
    expect(await small.serve('page 1', 'v', async () => 'recomputed')).toBe('recomputed')
    await cache.serve('balances', 'v', async () => 'old', 0)
    expect(await cache.serve('balances', 'v', async () => 'fresh', 0)).toBe('fresh')
  })

  it('serves an expired live answer while one refresh runs, then the refreshed one; after twice its age it waits', async () => {
    let now = 1000
    const cache = createResponseCache(10, 1_000_000, () => now)
    await cache.serve('balances', 'v', async () => 'old', 3000)
    now += 3000
    let refreshes = 0
    let release: (value: string) => void = () => {}
    const refresh = () => {
      refreshes++
      return new Promise<string>((resolve) => {
        release = resolve
      })
    }
    expect(await cache.serve('balances', 'v', refresh, 3000)).toBe('old')
    expect(await cache.serve('balances', 'v', refresh, 3000)).toBe('old')
    expect(refreshes).toBe(1)
    release('new')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.serve('balances', 'v', async () => 'newer', 3000)).toBe('new')
    // A new version is never answered from an older one, however fresh.
    expect(await cache.serve('balances', 'v2', async () => 'after a write', 3000)).toBe('after a write')
    now += 6000
    expect(await cache.serve('balances', 'v2', async () => 'waited for', 3000)).toBe('waited for')
  })

  it('keeps serving the expired answer when its refresh fails, and refreshes again', async () => {
    let now = 1000
    const cache = createResponseCache(10, 1_000_000, () => now)
    await cache.serve('balances', 'v', async () => 'old', 3000)
    now += 4000
    expect(await cache.serve('balances', 'v', async () => Promise.reject(new Error('rpc down')), 3000)).toBe('old')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.serve('balances', 'v', async () => 'back', 3000)).toBe('old')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.serve('balances', 'v', async () => 'later', 3000)).toBe('back')
  })
})
