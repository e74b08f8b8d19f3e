import { describe, expect, test, vi } from 'vitest'
import { persistQueryCache, shouldPersistQuery } from '../src/query/persistence'
import { CACHE_TIME_MS, createQueryClient } from '../src/query/queryClient'

// A Storage over a Map, standing in for the browser's localStorage in node.
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('query cache', () => {
  test('has the spec §9 defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults).toMatchObject({
      gcTime: CACHE_TIME_MS,
      networkMode: 'offlineFirst',
      refetchOnWindowFocus: false,
      retry: 0,
    })
    expect(CACHE_TIME_MS).toBe(86_400_000)
  })

  test('persists gateway data only, and a new client (a reload) starts from it', async () => {
    const storage = memoryStorage()
    const first = createQueryClient()
    const stop = await persistQueryCache(first, storage)
    first.setQueryData(['gateway', 'safeInfo', '31337', '0xabc'], { nonce: 4 })
    first.setQueryData(['balance', 'wagmi'], { value: 1n })
    await vi.waitFor(() => expect(storage.getItem('concord.queryCache')).toContain('safeInfo'), { timeout: 5000 })
    stop()
    expect(storage.getItem('concord.queryCache')).not.toContain('wagmi')

    const reloaded = createQueryClient()
    const stopAgain = await persistQueryCache(reloaded, storage)
    expect(reloaded.getQueryData(['gateway', 'safeInfo', '31337', '0xabc'])).toEqual({ nonce: 4 })
    stopAgain()
  })

  test('failed queries are not persisted', () => {
    expect(shouldPersistQuery({ queryKey: ['gateway', 'x'], state: { status: 'error' } })).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['gateway', 'x'], state: { status: 'success' } })).toBe(true)
  })

  test('a query whose refresh failed keeps its last data (the gateway is down: the next reload still boots)', () => {
    expect(shouldPersistQuery({ queryKey: ['gateway', 'chains'], state: { status: 'error', data: [] } })).toBe(true)
  })
})
