import { type Browser, chromium, type Frame, type Page } from 'playwright-core'

/** Launches Debian's Chromium headless; one per test file, reused by every test in it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

/** Fails the test on any uncaught page error, so a broken page never passes silently. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/** The iframe of `page` whose URL starts with `origin` (waits for it to exist). */
export async function frameAt(page: Page, origin: string): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith(origin) && f !== page.mainFrame())
    if (frame) return frame
    await Promise.race([page.waitForEvent('frameattached'), page.waitForEvent('framenavigated')])
  }
}

/** Settled outcome of a promise run in a page, with the error's message, name and code when it failed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; name: string; code: unknown }

/**
 * Runs `fn(api)` inside `frame`, where `api` is the page's `globalThis[global]`. `fn` is sent as source text,
 * so it must not use anything from the test file's scope; pass data through `arg`.
 */
export function inFrame<Api, A, T>(
  frame: Frame | Page,
  global: string,
  fn: (api: Api, arg: A) => T | Promise<T>,
  arg?: A,
): Promise<Outcome<Awaited<T>>> {
  // `__name` covers transpilers that wrap inner functions with a keepNames helper the page does not have.
  const source = `async (arg) => {
    const __name = (f) => f
    try { return { ok: true, value: await (${fn.toString()})(globalThis[${JSON.stringify(global)}], arg) } }
    catch (e) { return { ok: false, message: String(e && e.message), name: String(e && e.name), code: e && e.code } }
  }`
  return frame.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`) as Promise<Outcome<Awaited<T>>>
}
