// Quick first-paint size check (not a test): only the JS/CSS gzip of a Safe's home, without the page vitals.
// Run: node --conditions=source --import tsx bench/web/sizes.ts
import { launchChromium } from '@concord/test-kit/chromium'
import { type Asset, firstPaintAssets, gzipTotal, HOME_READY, WALLET_UI_READY } from './firstPaintAssets.ts'
import { startWebStack } from './start-web-stack.ts'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const list = (title: string, assets: Asset[]) => {
  console.log(title)
  for (const a of [...assets].sort((x, y) => y.gzipBytes - x.gzipBytes)) {
    console.log(`${kb(a.gzipBytes).padStart(7)} KB  ${a.path}`)
  }
  console.log(`JS ${kb(gzipTotal(assets, 'js'))} KB gzip, CSS ${kb(gzipTotal(assets, 'css'))} KB`)
}

const stack = await startWebStack()
const browser = await launchChromium()
try {
  const demo = stack.chain.demo.safe
  const url = `${stack.url}/dev:${demo.address}/home`
  const selectors = { ready: HOME_READY, settled: WALLET_UI_READY }
  await firstPaintAssets(browser, url, selectors, stack.webRoot)
  const assets = await firstPaintAssets(browser, url, selectors, stack.webRoot)
  list('Until the Safe overview is visible:', assets.firstPaint)
  list('After, until the wallet buttons are ready (the session read after the page settles):', assets.later)
} finally {
  await browser.close()
  await stack.stop()
}
