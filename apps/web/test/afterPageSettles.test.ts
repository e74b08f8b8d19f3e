import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { afterPageSettles } from '../src/services/afterPageSettles'

// Node has no requestIdleCallback, as Safari and iOS have none: what waits for the page must still run there.
describe('afterPageSettles without requestIdleCallback (Safari, iOS)', () => {
  it('runs once no query is fetching, and not while one is', async () => {
    expect(typeof (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback).toBe('undefined')
    const queryClient = new QueryClient()
    let release: (value: string) => void = () => {}
    const fetching = queryClient.fetchQuery({
      queryKey: ['gateway', 'slow'],
      queryFn: () => new Promise<string>((resolve) => (release = resolve)),
    })
    let ran = false
    const settled = new Promise<void>((resolve) =>
      afterPageSettles(queryClient, () => {
        ran = true
        resolve()
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ran).toBe(false)
    release('answer')
    await fetching
    await settled
    expect(ran).toBe(true)
  })

  it('can be cancelled before it runs', async () => {
    let ran = false
    const cancel = afterPageSettles(new QueryClient(), () => {
      ran = true
    })
    cancel()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ran).toBe(false)
  })
})
