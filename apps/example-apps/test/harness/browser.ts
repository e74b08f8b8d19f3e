import { collectPageErrors } from '@concord/test-kit/chromium'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import type { WalletPageApi } from '../host/host-page.js'

/** A wallet page with the app loaded in its iframe, and the page errors seen so far. */
export type OpenedApp = { page: Page; app: FrameLocator; errors: string[] }

/** Opens `pageUrl` (the test wallet) and returns a locator for the app inside it. */
export async function openInWallet(browser: Browser, pageUrl: string): Promise<OpenedApp> {
  const page = await browser.newPage()
  const errors = collectPageErrors(page)
  await page.goto(pageUrl)
  return { page, app: page.frameLocator('#app-frame'), errors }
}

/** Reads the wallet page's `globalThis.wallet` through `fn` (sent as source: use only its argument). */
export function inWallet<T>(page: Page, fn: (wallet: WalletPageApi) => T): Promise<T> {
  return page.evaluate(`(${fn.toString()})(globalThis.wallet)`) as Promise<T>
}

/** Waits until the wallet holds `count` requests for a person to review. */
export async function waitForRequests(page: Page, count: number): Promise<void> {
  await page.waitForFunction(`globalThis.wallet?.requests.length >= ${count}`)
}

/** Approves (with `result`) or rejects (with an optional error text) the wallet request at `index`. */
export async function decide(
  page: Page,
  index: number,
  decision: { approve: unknown } | { reject: string | undefined },
): Promise<void> {
  const call =
    'approve' in decision
      ? `approve(${JSON.stringify(decision.approve)})`
      : `reject(${JSON.stringify(decision.reject)})`
  await page.evaluate(`globalThis.wallet.requests[${index}].${call}`)
}
