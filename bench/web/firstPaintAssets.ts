import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** One JS or CSS file the page loaded, with its size in the build and gzipped (level 9, as servers precompress). */
export type Asset = { path: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }

/** The page's JS and CSS: until its content is visible (first paint), and what it loads after, until it settled. */
export type PageAssets = { firstPaint: Asset[]; later: Asset[] }

/**
 * The JS and CSS a cold load of `url` requests until `ready` is visible (the page's first meaningful paint), then
 * those it requests after, until `settled` is visible too (e.g. the wallet UI loaded after the first paint); sized
 * from the build folder the gateway serves.
 */
export async function firstPaintAssets(
  browser: Browser,
  url: string,
  selectors: { ready: string; settled: string },
  webRoot: string,
): Promise<PageAssets> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // The moment `ready` enters the page, on the page's own clock: requests are split by their start time against it,
    // not by when this script notices (its polling would count what the page fetches in the meantime).
    // As a string: this file is type-checked without the DOM's types.
    await page.addInitScript({
      content: `{
        const observer = new MutationObserver(() => {
          if (!document.querySelector(${JSON.stringify(selectors.ready)})) return
          performance.mark('concord:first-paint-ready')
          observer.disconnect()
        })
        observer.observe(document, { subtree: true, childList: true, attributes: true })
      }`,
    })
    await page.goto(url)
    await page.locator(selectors.ready).first().waitFor({ timeout: 60_000 })
    await page.locator(selectors.settled).first().waitFor({ timeout: 60_000 })
    const { readyAt, requests } = await page.evaluate(() => ({
      readyAt: performance.getEntriesByName('concord:first-paint-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    const assets = requests.filter((r) => /\.(js|css)$/.test(r.path))
    const firstPaint = [...new Set(assets.filter((r) => r.startTime <= readyAt).map((r) => r.path))]
    const later = [...new Set(assets.filter((r) => r.startTime > readyAt).map((r) => r.path))].filter(
      (path) => !firstPaint.includes(path),
    )
    return {
      firstPaint: firstPaint.map((path) => sized(webRoot, path)),
      later: later.map((path) => sized(webRoot, path)),
    }
  } finally {
    await context.close()
  }
}

/** A built file's size, raw and gzipped. */
function sized(webRoot: string, path: string): Asset {
  const content = readFileSync(join(webRoot, path))
  return {
    path,
    kind: path.endsWith('.css') ? 'css' : 'js',
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  }
}

/** Total gzip bytes of the assets of one kind. */
export const gzipTotal = (assets: Asset[], kind: Asset['kind']) =>
  assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0)

/** The home page's content is visible: the Safe overview. */
export const HOME_READY = '[aria-label="Safe overview"]'

/**
 * The header's wallet buttons are ready: the session is known (read once the page has settled). RainbowKit loads
 * later, when the user reaches for a wallet button.
 */
export const WALLET_UI_READY = '[data-testid="wallet-buttons"][aria-busy="false"]'
