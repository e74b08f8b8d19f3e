import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** One JS or CSS file the page loaded, with its size in the build and gzipped (level 9, as servers precompress). */
export type Asset = { path: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number }

/**
 * The JS and CSS a cold load of `url` requests until `ready` is visible (the page's first meaningful paint), sized
 * from the build folder the gateway serves.
 */
export async function firstPaintAssets(browser: Browser, url: string, ready: string, webRoot: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const paths = new Set<string>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/\.(js|css)$/.test(path)) paths.add(path)
    })
    await page.goto(url)
    await page.locator(ready).first().waitFor({ timeout: 60_000 })
    return [...paths].map((path): Asset => {
      const content = readFileSync(join(webRoot, path))
      return {
        path,
        kind: path.endsWith('.css') ? 'css' : 'js',
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      }
    })
  } finally {
    await context.close()
  }
}

/** Total gzip bytes of the assets of one kind. */
export const gzipTotal = (assets: Asset[], kind: Asset['kind']) =>
  assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0)
