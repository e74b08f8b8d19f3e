import type { Browser, Frame, Page } from 'playwright-core'
import { collectPageErrors } from '../chromium/collect-page-errors.js'
import { frameAt } from '../chromium/frame-at.js'
import { inFrame, type Outcome } from '../chromium/in-frame.js'
import type { PagesServer } from './bridge-pages-server.js'
import type { AppPageApi } from './pages/app-page.js'
import type { HostPageApi } from './pages/host-page.js'
import type { RefHostApi } from './pages/ref-host-page.js'

/** A wallet page with the app iframe loaded in it. */
export type OpenWallet = { page: Page; app: Frame; errors: string[] }

/** Options for the app page and the wallet page. */
export type WalletOptions = {
  /** Which wallet page: our host, or the reference-following host. */
  wallet?: 'host-page' | 'ref-host-page'
  /** Which app page to embed, and the global it sets when ready. */
  appPage?: { name: 'app-page' | 'wagmi-app-page'; global: string }
  /** App page query (allow = origin regex, timeout = ms). */
  appQuery?: Record<string, string>
  /** Wallet page query (rpc, persist, execTx, timeouts and rateLimit as JSON). */
  walletQuery?: Record<string, string>
  /** Reuse this page (e.g. to keep localStorage); a new page is opened otherwise. */
  page?: Page
}

/** Opens the wallet page on the wallet origin with the app page on the app origin, both ready. */
export async function openWallet(
  browser: Browser,
  server: PagesServer,
  options: WalletOptions = {},
): Promise<OpenWallet> {
  const wallet = options.wallet ?? 'host-page'
  const appPage = options.appPage ?? { name: 'app-page', global: 'app' }
  const appUrl = `${server.appOrigin}/${appPage.name}.html?${new URLSearchParams(options.appQuery)}`
  const query = new URLSearchParams({ app: appUrl, ...options.walletQuery })
  const page = options.page ?? (await (browser.contexts()[0] ?? (await browser.newContext())).newPage())
  const errors = collectPageErrors(page)
  await page.goto(`${server.walletOrigin}/${wallet}.html?${query}`)
  await page.waitForFunction(
    wallet === 'host-page' ? 'globalThis.bridgeReady === true' : 'globalThis.refHost !== undefined',
  )
  const app = await frameAt(page, server.appOrigin)
  await app.waitForFunction(`globalThis.${appPage.global} !== undefined`)
  return { page, app, errors }
}

/** Runs `fn(app)` in the app frame. */
export function inApp<A, T>(
  app: Frame,
  fn: (api: AppPageApi, arg: A) => T | Promise<T>,
  arg?: A,
): Promise<Outcome<Awaited<T>>> {
  return inFrame(app, 'app', fn, arg)
}

/** Runs `fn(bridge)` in our wallet page. */
export function inHost<A, T>(
  page: Page,
  fn: (api: HostPageApi, arg: A) => T | Promise<T>,
  arg?: A,
): Promise<Outcome<Awaited<T>>> {
  return inFrame(page, 'bridge', fn, arg)
}

/** Runs `fn(refHost)` in the reference wallet page. */
export function inRefHost<A, T>(
  page: Page,
  fn: (api: RefHostApi, arg: A) => T | Promise<T>,
  arg?: A,
): Promise<Outcome<Awaited<T>>> {
  return inFrame(page, 'refHost', fn, arg)
}

/** The value of a successful outcome; throws with the page's error text otherwise. */
export function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.name}: ${outcome.message}`)
  return outcome.value
}

/** Starts `fn(app)` in the app frame without waiting; `settle` collects its outcome later. */
export async function startInApp<A>(
  app: Frame,
  key: string,
  fn: (api: AppPageApi, arg: A) => Promise<unknown>,
  arg?: A,
) {
  const source = `(arg) => { const __name = (f) => f; (globalThis.__started ??= {})[${JSON.stringify(key)}] = (${fn.toString()})(globalThis.app, arg)
    .then((value) => ({ ok: true, value }), (e) => ({ ok: false, message: String(e && e.message), name: String(e && e.name), code: e && e.code })) }`
  await app.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`)
}

/** Waits for a request started with {@link startInApp} and returns its outcome. */
export function settle<T = unknown>(app: Frame, key: string): Promise<Outcome<T>> {
  return app.evaluate(`globalThis.__started[${JSON.stringify(key)}]`) as Promise<Outcome<T>>
}

/** Waits until the wallet UI holds `count` user requests. */
export async function waitForUserRequests(page: Page, count: number): Promise<void> {
  await page.waitForFunction(`globalThis.bridge.requests.length >= ${count}`)
}
