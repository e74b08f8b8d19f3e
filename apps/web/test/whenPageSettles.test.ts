import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { whenPageSettles } from '../src/services/whenPageSettles'

/** A query held in flight until the returned function is called. */
function slowQuery(queryClient: QueryClient) {
  let release: (value: string) => void = () => {}
  const fetching = queryClient.fetchQuery({
    queryKey: ['gateway', 'slow'],
    queryFn: () => new Promise<string>((resolve) => (release = resolve)),
  })
  return async () => {
    release('answer')
    await fetching
  }
}

const settledWithin = (ms: number, calls: string[], name: string) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => calls.includes(name))

describe('whenPageSettles', () => {
  it('calls every part that waits once the page settles, from one watch of the query cache', async () => {
    const queryClient = new QueryClient()
    const subscribe = vi.spyOn(queryClient.getQueryCache(), 'subscribe')
    const release = slowQuery(queryClient)
    const calls: string[] = []
    const both = Promise.all(
      ['balance', 'session', 'qr'].map(
        (name) =>
          new Promise<void>((resolve) =>
            whenPageSettles(queryClient, () => {
              calls.push(name)
              resolve()
            }),
          ),
      ),
    )
    expect(await settledWithin(50, calls, 'balance')).toBe(false)
    await release()
    await both
    expect(calls.sort()).toEqual(['balance', 'qr', 'session'])
    // Three parts waited; the cache had one listener for them, not three.
    expect(subscribe).toHaveBeenCalledTimes(1)
  })

  it('does not call a part that stopped waiting, and still calls the others', async () => {
    const queryClient = new QueryClient()
    const release = slowQuery(queryClient)
    const calls: string[] = []
    const cancel = whenPageSettles(queryClient, () => calls.push('gone'))
    const stays = new Promise<void>((resolve) => whenPageSettles(queryClient, () => resolve()))
    cancel()
    await release()
    await stays
    expect(calls).toEqual([])
  })

  it('starts a new watch for a part that asks after the page settled', async () => {
    const queryClient = new QueryClient()
    await new Promise<void>((resolve) => whenPageSettles(queryClient, resolve))
    const release = slowQuery(queryClient)
    const calls: string[] = []
    const later = new Promise<void>((resolve) =>
      whenPageSettles(queryClient, () => {
        calls.push('later')
        resolve()
      }),
    )
    // The new page's query is in flight: the earlier settle does not count for it.
    expect(await settledWithin(50, calls, 'later')).toBe(false)
    await release()
    await later
    expect(calls).toEqual(['later'])
  })
})
