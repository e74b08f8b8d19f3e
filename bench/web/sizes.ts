// Quick first-paint size check (not a test): only the JS/CSS gzip of a Safe's home, without the page vitals.
// Run: node --conditions=source --import tsx bench/web/sizes.ts
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, startStack, waitForSafeNonce } from '../../apps/web/test/browser/stack.ts'
import { firstPaintAssets, gzipTotal } from './firstPaintAssets.ts'

const stack = await startStack()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
try {
  const demo = stack.chain.demo.safe
  await waitForSafeNonce(stack, demo.address, demo.nonce)
  const url = `${stack.url}/dev:${demo.address}/home`
  await firstPaintAssets(browser, url, '[aria-label="Safe overview"]', stack.webRoot)
  const assets = await firstPaintAssets(browser, url, '[aria-label="Safe overview"]', stack.webRoot)
  for (const a of assets.sort((x, y) => y.gzipBytes - x.gzipBytes)) {
    console.log(`${(a.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${a.path}`)
  }
  console.log(
    `JS ${(gzipTotal(assets, 'js') / 1024).toFixed(1)} KB gzip, CSS ${(gzipTotal(assets, 'css') / 1024).toFixed(1)} KB`,
  )
} finally {
  await browser.close()
  await stack.stop()
}
