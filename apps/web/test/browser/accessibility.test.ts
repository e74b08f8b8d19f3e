import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

// Every Safe route is audited with axe-core against WCAG 2.2 AA, as an owner of the demo Safe would see it: a serious
// or critical violation anywhere fails the audit, named by rule, route and the offending nodes' selectors.

// The app's CSP forbids inline scripts (addScriptTag would be one, and a CSP violation fails the stack): axe's source
// is evaluated through the DevTools protocol instead, which the page's CSP does not govern.
// Named `require` so that knip sees the require.resolve of the axe-core devDependency.
const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const safe = () => stack.chain.demo.safe.address
const safePath = (page: string) => `/dev:${safe()}/${page}`

/** The id of the demo Safe's first history entry that is a transaction (for the details page). */
async function historyTxId(): Promise<string> {
  const url = `${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe()}/transactions/history`
  const page = (await (await fetch(url)).json()) as { results: { type: string; transaction?: { id: string } }[] }
  const id = page.results.find((item) => item.type === 'TRANSACTION')?.transaction?.id
  if (!id) throw new Error('the demo Safe has no history')
  return id
}

/** The routes an owner visits: the welcome page, Create Safe and every page of the demo Safe. */
async function routes(): Promise<string[]> {
  return [
    '/',
    '/new-safe',
    ...[
      'home',
      'balances',
      'balances/nfts',
      'transactions/queue',
      'transactions/history',
      `transactions/tx?id=${await historyTxId()}`,
      'transactions/messages',
      'transactions/new',
      'transactions/new/tokens',
      'address-book',
      'settings',
      'nested-safes',
      'apps',
      'walletconnect',
    ].map(safePath),
  ]
}

/** Opens `path` and waits for its heading and for the skeletons to give way to data. */
async function settle(page: Page, path: string) {
  await page.goto(`${stack.url}${path}`)
  await page.locator('main h1').first().waitFor()
  await page.locator('.skeleton').first().waitFor({ state: 'detached', timeout: 30_000 })
}

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

/** Runs axe-core on the open page; resolves with its serious and critical WCAG 2.2 AA violations, one line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script, untyped in the page.
    const axe = (window as any).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return result.violations as Violation[]
  }, WCAG_AA)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((node) => node.target.map(String).join(' >> '))
      return `${v.id} (${v.impact}: ${v.help}) on ${where}: ${nodes.join(' | ')}`
    })
}

/** Audits every route in `viewport` (and colour scheme) as the demo Safe's owner; resolves with all violations. */
async function audit(viewport: typeof DESKTOP, colorScheme: 'light' | 'dark'): Promise<string[]> {
  const page = await freshPage(stack, safePath('home'))
  await page.emulateMedia({ colorScheme })
  // Connect on the desktop layout (the wallet's own dialog is RainbowKit's), then size the window for the audit.
  await connectAndSignIn(page, devAccount(0).address)
  await page.setViewportSize(viewport)
  const found: string[] = []
  for (const path of await routes()) {
    await settle(page, path)
    found.push(...(await seriousViolations(page, `${path} at ${viewport.width}px, ${colorScheme}`)))
  }
  found.push(...(await auditOpenPanels(page, `${viewport.width}px, ${colorScheme}`)))
  return found
}

/**
 * Audits Home with the header's notification centre open, with the header's menu open (desktop and phone) and its dev
 * account picker's list open, and on a phone with the Safe's drawer.
 */
async function auditOpenPanels(page: Page, where: string): Promise<string[]> {
  await settle(page, safePath('home'))
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click()
  await page.getByRole('region', { name: 'Notification centre' }).waitFor()
  const found = await seriousViolations(page, `home with the notification centre open at ${where}`)
  await settle(page, safePath('home'))
  await page.getByRole('button', { name: 'Wallet and settings' }).click()
  await page.getByRole('button', { name: /^Theme: / }).waitFor()
  found.push(...(await seriousViolations(page, `home with the wallet menu open at ${where}`)))
  await page.getByRole('combobox', { name: 'Dev account' }).and(page.locator('[aria-controls]')).click()
  await page.getByRole('listbox', { name: 'Dev account' }).waitFor()
  found.push(...(await seriousViolations(page, `home with the dev account picker open at ${where}`)))
  const drawer = page.getByRole('button', { name: /Safe menu/ })
  if (!(await drawer.isVisible())) return found
  await settle(page, safePath('home'))
  await drawer.click()
  await page.getByRole('navigation', { name: 'Safe pages' }).waitFor()
  found.push(...(await seriousViolations(page, `home with the Safe's drawer open at ${where}`)))
  return found
}

describe('accessibility audit (axe-core, WCAG 2.2 AA) as the demo Safe owner', () => {
  // Sixteen routes and the header's panels, each loaded and audited: longer than one journey's default.
  test('no serious or critical violation on the desktop (1440×900)', async () => {
    expect(await audit(DESKTOP, 'light')).toEqual([])
  }, 300_000)

  test('no serious or critical violation on a phone (390×844)', async () => {
    expect(await audit(PHONE, 'light')).toEqual([])
  }, 300_000)

  test('no serious or critical violation in dark mode (desktop and phone)', async () => {
    const desktop = await audit(DESKTOP, 'dark')
    const phone = await audit(PHONE, 'dark')
    expect([...desktop, ...phone]).toEqual([])
  }, 600_000)
})
