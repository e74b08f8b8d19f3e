import type { Frame, Page } from 'playwright-core'

/** The iframe of `page` whose URL starts with `origin` (waits for it to exist). */
export async function frameAt(page: Page, origin: string): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith(origin) && f !== page.mainFrame())
    if (frame) return frame
    await Promise.race([page.waitForEvent('frameattached'), page.waitForEvent('framenavigated')])
  }
}
