// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCoalescedTimers } from '../src/query/coalescedTimers'

const HOUR = 3_600_000

describe('createCoalescedTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs long timeouts when due, from one platform timeout, and not the cleared ones', () => {
    const timers = createCoalescedTimers()
    const platform = vi.spyOn(globalThis, 'setTimeout')
    const ran: string[] = []
    timers.setTimeout(() => ran.push('day'), 24 * HOUR)
    const cleared = timers.setTimeout(() => ran.push('cleared'), 24 * HOUR)
    timers.setTimeout(() => ran.push('hour'), HOUR)
    timers.clearTimeout(cleared)
    vi.advanceTimersByTime(HOUR - 1)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['hour'])
    vi.advanceTimersByTime(23 * HOUR)
    expect(ran).toEqual(['hour', 'day'])
    // One platform timeout for the day's, one re-armed for the hour's (earlier), one for the day's after it.
    expect(platform.mock.calls.length).toBeLessThanOrEqual(3)
  })

  it('keeps short timeouts on the platform, clearable', () => {
    const timers = createCoalescedTimers()
    const ran: string[] = []
    timers.setTimeout(() => ran.push('stale'), 5000)
    timers.clearTimeout(timers.setTimeout(() => ran.push('cleared'), 5000))
    vi.advanceTimersByTime(5000)
    expect(ran).toEqual(['stale'])
  })

  it('runs intervals of one period from one platform interval, set again without restarting it', () => {
    const timers = createCoalescedTimers()
    const platform = vi.spyOn(globalThis, 'setInterval')
    const polls: string[] = []
    const queue = timers.setInterval(() => polls.push('queue'), 10_000)
    timers.setInterval(() => polls.push('balances'), 10_000)
    // An observer's update clears and sets its interval again.
    timers.clearInterval(queue)
    const queueAgain = timers.setInterval(() => polls.push('queue'), 10_000)
    vi.advanceTimersByTime(10_000)
    expect(polls.sort()).toEqual(['balances', 'queue'])
    expect(platform).toHaveBeenCalledTimes(1)
    timers.clearInterval(queueAgain)
    vi.advanceTimersByTime(10_000)
    expect(polls.sort()).toEqual(['balances', 'balances', 'queue'])
  })

  it('stops the platform interval once nobody polls', () => {
    const timers = createCoalescedTimers()
    const stop = vi.spyOn(globalThis, 'clearInterval')
    timers.clearInterval(timers.setInterval(() => {}, 1000))
    vi.advanceTimersByTime(1000)
    expect(stop).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("serves react-query's cache: an unused query is collected after its gcTime, a polling query refetches", async () => {
    const { timeoutManager } = await import('@tanstack/react-query')
    timeoutManager.setTimeoutProvider(createCoalescedTimers())
    try {
      const queryClient = new QueryClient()
      let fetches = 0
      const observer = new QueryObserver(queryClient, {
        queryKey: ['balances'],
        queryFn: async () => ++fetches,
        gcTime: 24 * HOUR,
        refetchInterval: 10_000,
      })
      const unsubscribe = observer.subscribe(() => {})
      await vi.advanceTimersByTimeAsync(0)
      expect(fetches).toBe(1)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(fetches).toBe(2)
      unsubscribe()
      await vi.advanceTimersByTimeAsync(24 * HOUR - 1)
      expect(queryClient.getQueryCache().find({ queryKey: ['balances'] })).toBeDefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(queryClient.getQueryCache().find({ queryKey: ['balances'] })).toBeUndefined()
    } finally {
      timeoutManager.setTimeoutProvider({
        setTimeout: (callback, delay) => setTimeout(callback, delay),
        clearTimeout: (id) => clearTimeout(id),
        setInterval: (callback, delay) => setInterval(callback, delay),
        clearInterval: (id) => clearInterval(id),
      })
    }
  })
})
