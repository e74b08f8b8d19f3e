// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '../src/services/afterNextPaint'

const setVisibility = (state: 'hidden' | 'visible') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })

describe('afterNextPaint', () => {
  afterEach(() => {
    setVisibility('visible')
    vi.restoreAllMocks()
  })

  it('runs callbacks in a task after the next frame, with one frame request for all', async () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    const ran: string[] = []
    afterNextPaint(() => ran.push('effects'))
    afterNextPaint(() => ran.push('more effects'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ran).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]?.(0)
    // Not inside the frame callback (before the paint), but in a task after it.
    expect(ran).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(ran).toEqual(['effects', 'more effects'])
  })

  it('runs at once on a hidden page, which paints no frames', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    setVisibility('hidden')
    const ran = new Promise<string>((resolve) => afterNextPaint(() => resolve('effects')))
    expect(await ran).toBe('effects')
    expect(frame).not.toHaveBeenCalled()
  })

  it('runs what waits for a frame when the page is hidden before it painted', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const ran = new Promise<string>((resolve) => afterNextPaint(() => resolve('effects')))
    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(await ran).toBe('effects')
  })
})
