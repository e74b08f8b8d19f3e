import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from '../src/services/nextTask'

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves in a later task: the microtasks of the current one run first', async () => {
    const order: string[] = []
    const next = nextTask().then(() => order.push('next task'))
    queueMicrotask(() => order.push('microtask'))
    void Promise.resolve().then(() => order.push('promise'))
    await next
    expect(order).toEqual(['microtask', 'promise', 'next task'])
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    await nextTask()
    expect(yieldToMain).toHaveBeenCalledOnce()
  })
})
