import type { Frame, Page } from 'playwright-core'

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
