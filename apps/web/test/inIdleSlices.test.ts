import { afterEach, describe, expect, it, vi } from 'vitest'
import { inIdleSlices } from '../src/services/inIdleSlices'

const aTask = () => new Promise((resolve) => setTimeout(resolve, 5))

/** A queue whose callbacks record their names in `calls` when run. */
function queueOf(names: string[], calls: string[]) {
  return new Set<() => void>(names.map((name) => () => void calls.push(name)))
}

const run = (callback: () => void) => callback()

describe('inIdleSlices', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('without requestIdleCallback (Safari, iOS) calls one part per task, in order', () => {
    vi.useFakeTimers()
    try {
      const calls: string[] = []
      inIdleSlices(queueOf(['bell', 'notices', 'drawer'], calls), run)
      expect(calls).toEqual([])
      const seen: string[][] = []
      for (let i = 0; i < 4; i += 1) {
        vi.advanceTimersToNextTimer()
        seen.push([...calls])
      }
      // Each task (timer) called one more: the parts' renders are apart, not one long task.
      expect(seen).toEqual([
        ['bell'],
        ['bell', 'notices'],
        ['bell', 'notices', 'drawer'],
        ['bell', 'notices', 'drawer'],
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('calls as many as the idle period has time for, and the rest in the next period', async () => {
    let remaining = 0
    const periods: number[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      setTimeout(() => {
        periods.push(calls.length)
        remaining = 10
        callback({ didTimeout: false, timeRemaining: () => remaining })
      }, 1),
    )
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id))
    const calls: string[] = []
    const queue = new Set(
      ['a', 'b', 'c', 'd'].map((name) => () => {
        calls.push(name)
        // The second part uses up the period's time.
        if (name === 'b') remaining = 0
      }),
    )
    inIdleSlices(queue, run)
    for (let i = 0; i < 3 && calls.length < 4; i += 1) await aTask()
    expect(calls).toEqual(['a', 'b', 'c', 'd'])
    // First period: a and b (b used up the time); the second took c and d.
    expect(periods).toEqual([0, 2])
  })

  it('does not call a part taken out of the queue before its turn', async () => {
    const calls: string[] = []
    const queue = queueOf(['stays', 'gone', 'last'], calls)
    inIdleSlices(queue, run)
    const [, gone] = queue
    queue.delete(gone as () => void)
    for (let i = 0; i < 4; i += 1) await aTask()
    expect(calls).toEqual(['stays', 'last'])
  })

  it('still calls the others when one part throws, and reports the error', async () => {
    const calls: string[] = []
    const reported: unknown[] = []
    const onError = (error: unknown) => reported.push(error)
    process.on('uncaughtException', onError)
    try {
      const queue = new Set([
        () => {
          throw new Error('broken part')
        },
        () => void calls.push('after'),
      ])
      inIdleSlices(queue, run)
      for (let i = 0; i < 4; i += 1) await aTask()
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(calls).toEqual(['after'])
    expect(String(reported[0])).toContain('broken part')
  })
})
