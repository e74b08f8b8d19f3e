// Screenshots of Concord's main screens for the README, from the running dev stack (production build of the web app,
// gateway, seeded dev chain with ENS), desktop (1280×800) and phone (390×844), into docs/screenshots/.
// Run: node --conditions=source --import tsx scripts/screenshots.ts
import { mkdirSync, rmSync } from 'node:fs'
import { launchChromium } from '@concord/test-kit/chromium'
import { startDevStack, waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { buildWebApp } from '@concord/test-kit/web-build'
import type { Browser, Page } from 'playwright-core'

const OUT = new URL('../docs/screenshots/', import.meta.url)
const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const

/** One screen: where it is (below the demo Safe, or from the site root) and what shows it is ready. */
type Screen = { name: string; path: string; ready: string; safe?: boolean; open?: (page: Page) => Promise<void> }

const SCREENS: Screen[] = [
  { name: 'welcome', path: '/', ready: 'main h1' },
  { name: 'home', path: '/home', ready: '[aria-label="Safe overview"]', safe: true },
  { name: 'balances', path: '/balances', ready: 'main table, main .state--empty', safe: true },
  { name: 'nfts', path: '/balances/nfts', ready: 'main h1', safe: true },
  { name: 'queue', path: '/transactions/queue', ready: 'ul.tx-list, .state--empty', safe: true },
  { name: 'history', path: '/transactions/history', ready: 'ul.tx-list, .state--empty', safe: true },
  {
    name: 'transaction',
    path: '/transactions/history',
    ready: 'ul.tx-list',
    safe: true,
    open: async (page) => {
      await page.locator('ul.tx-list a').first().click()
      await page.waitForURL('**/transactions/tx?**')
      await page.locator('main h1').first().waitFor()
    },
  },
  { name: 'send', path: '/transactions/new/tokens', ready: 'main form', safe: true },
  { name: 'address-book', path: '/address-book', ready: 'main h1', safe: true },
  { name: 'settings', path: '/settings', ready: 'main h1', safe: true },
]

/** Connects the dev wallet and signs in, as a user would, so the header shows an owner's view. */
async function connect(page: Page) {
  // On a phone the wallet is in the header's menu (its button is there on a desktop too, for the theme).
  const menu = page.getByRole('button', { name: 'Wallet and settings' })
  await menu.waitFor()
  if (!(await page.getByRole('button', { name: 'Connect wallet' }).isVisible())) await menu.click()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: /Dev wallet/ }).click()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await page.getByText('Verify your account').waitFor({ state: 'detached' })
}

/** Every screen on one device; a screen that fails is reported and skipped, the others are still taken. */
async function shoot(browser: Browser, device: (typeof DEVICES)[number], base: string, safePath: string) {
  const context = await browser.newContext({
    viewport: device.viewport,
    isMobile: device.isMobile,
    hasTouch: device.isMobile,
    deviceScaleFactor: device.isMobile ? 2 : 1,
    colorScheme: 'light',
  })
  try {
    const page = await context.newPage()
    await page.goto(`${base}${safePath}/home`)
    await connect(page)
    for (const screen of SCREENS) {
      try {
        await page.goto(`${base}${screen.safe ? safePath : ''}${screen.path}`)
        await page.locator(screen.ready).first().waitFor({ timeout: 30_000 })
        await screen.open?.(page)
        // Lazily loaded parts (wallet buttons, ENS names, QR code) come in once the page has its data.
        // Attached, not visible: on a phone the wallet buttons sit in the closed header menu.
        await page
          .locator('[data-testid="wallet-buttons"][aria-busy="false"]')
          .first()
          .waitFor({ state: 'attached', timeout: 30_000 })
        await page.waitForLoadState('networkidle')
        const path = new URL(`${device.name}-${screen.name}.png`, OUT)
        await page.screenshot({ path: path.pathname, fullPage: false })
        console.log(
          `${device.name.padEnd(8)} ${screen.name.padEnd(13)} docs/screenshots/${device.name}-${screen.name}.png`,
        )
      } catch (error) {
        console.error(`${device.name} ${screen.name}: not taken (${error instanceof Error ? error.message : error})`)
        process.exitCode = 1
      }
    }
  } finally {
    await context.close()
  }
}

mkdirSync(OUT, { recursive: true })
const webRoot = await buildWebApp()
const stack = await startDevStack({ ens: true, webRoot })
const browser = await launchChromium()
try {
  const demo = stack.chain.demo.safe
  await waitForSafeNonce(stack.gateway.url, stack.chain.chainId, demo.address, demo.nonce)
  for (const device of DEVICES) await shoot(browser, device, stack.gateway.url, `/dev:${demo.address}`)
} finally {
  await browser.close()
  await stack.stop()
  rmSync(webRoot, { recursive: true, force: true })
}
