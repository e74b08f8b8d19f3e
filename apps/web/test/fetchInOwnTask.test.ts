import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchInOwnTask } from '../src/services/fetchInOwnTask'

// Issue 35 point 12: the queries a page subscribes in one task send their requests each in a task of its own.
describe('fetchInOwnTask', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('calls fetch in a later task, with the same request, and gives its response', async () => {
    const seen: { input: unknown; init: unknown; microtasksRan: boolean }[] = []
    let microtasksRan = false
    vi.stubGlobal('fetch', async (input: unknown, init: unknown) => {
      seen.push({ input, init, microtasksRan })
      return new Response('{"ok":true}', { status: 200 })
    })
    const init = { method: 'POST', body: '{}' }
    const response = fetchInOwnTask('http://127.0.0.1:1/v1/chains', init)
    expect(seen).toEqual([])
    await Promise.resolve().then(() => {
      microtasksRan = true
    })
    expect(await (await response).json()).toEqual({ ok: true })
    expect(seen).toEqual([{ input: 'http://127.0.0.1:1/v1/chains', init, microtasksRan: true }])
  })
})
