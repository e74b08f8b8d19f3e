import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { hiddenSideways, phoneProblems } from './phoneLayout'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const PHONE = { width: 390, height: 844 }
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

/** Signs a text message off chain on the phone; resolves with the path of its details page. */
async function messagePath(page: Page): Promise<string> {
  await page.goto(`${stack.url}${safePath('transactions/messages')}`)
  await page.getByRole('button', { name: 'New message' }).click()
  const form = page.getByRole('form', { name: 'Sign message' })
  await form.getByLabel('Text').check()
  await form.getByRole('textbox').fill('Hello from a phone')
  await form.getByRole('button', { name: 'Sign off chain' }).click()
  await page.waitForURL(/\/transactions\/msg\?messageHash=0x/, { timeout: 30_000 })
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** Fills "Send tokens" on the phone and opens the review: the draft then stays in the tab's session. */
async function reviewPath(page: Page): Promise<string> {
  await page.goto(`${stack.url}${safePath('transactions/new/tokens')}`)
  await page.getByLabel('Recipient address 1', { exact: true }).fill(devAccount(6).address)
  await page.getByLabel('Amount 1', { exact: true }).fill('0.01')
  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await page.waitForURL(/\/transactions\/review$/)
  return safePath('transactions/review')
}

/** Opens `path` and waits for its heading and for the skeletons to give way to data. */
async function settle(page: Page, path: string) {
  await page.goto(`${stack.url}${path}`)
  await page.locator('main h1').first().waitFor()
  await page.locator('.skeleton').first().waitFor({ state: 'detached', timeout: 30_000 })
}

describe('the phone (390×844) in Chromium', () => {
  test('no page is wider than the screen and no control is smaller than 24×24 px', async () => {
    const page = await freshPage(stack, safePath('home'))
    // Connect on the desktop layout (the wallet's own dialog is RainbowKit's), then turn the window into a phone.
    await connectAndSignIn(page, devAccount(0).address)
    await page.setViewportSize(PHONE)
    const paths = [
      '/',
      '/new-safe',
      ...[
        'home',
        'balances',
        'balances/nfts',
        'transactions/queue',
        'transactions/history',
        'transactions/messages',
        `transactions/tx?id=${await historyTxId()}`,
        'transactions/new',
        'transactions/new/tokens',
        'transactions/new/nft',
        'transactions/new/contract',
        'transactions/raw',
        'transactions/offline',
        'apps',
        'address-book',
        'settings',
        'walletconnect',
        'no-such-page',
      ].map(safePath),
      await messagePath(page),
      await reviewPath(page),
    ]
    const problems: Record<string, unknown> = {}
    for (const path of paths) {
      await settle(page, path)
      const found = await phoneProblems(page)
      if (found.overflow.length || found.small.length) problems[path] = found
    }
    expect(problems).toEqual({})
    // Twenty routes, each loaded and measured: longer than one journey's default.
  }, 240_000)

  test('the Messages list, the notification centre and the Assets table show every column within the screen', async () => {
    const page = await freshPage(stack, safePath('home'))
    await connectAndSignIn(page, devAccount(0).address)
    await page.setViewportSize(PHONE)
    await messagePath(page)
    // A notification as the centre keeps it (this browser's list), with a long title and text as events have.
    const notification = {
      id: 'phone-test',
      kind: 'needs-signature',
      chainId: String(stack.chain.chainId),
      safe: `dev:${safe()}`,
      title: `Send 1,250.5 dUSDC + 0.75 ETH to 2 recipients from dev:${safe()}`,
      text: 'Needs your signature: 1/2 signatures, proposed by 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      link: safePath('transactions/queue'),
      forYou: true,
      createdAt: Date.now(),
      read: false,
    }
    await page.evaluate((list) => localStorage.setItem('concord.notifications', list), JSON.stringify([notification]))

    const hidden: Record<string, string[]> = {}
    await settle(page, safePath('transactions/messages'))
    hidden.messages = await hiddenSideways(page, 'ul[aria-label="Messages"]')
    await settle(page, safePath('balances'))
    hidden.assets = await hiddenSideways(page, 'main table')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click()
    const centre = page.getByRole('region', { name: 'Notification centre' })
    await centre.getByRole('listitem').getByText(notification.text).waitFor()
    hidden.notifications = await hiddenSideways(page, 'section[aria-label="Notification centre"]')
    expect(hidden).toEqual({ messages: [], assets: [], notifications: [] })
    // Every column of the Assets table is still there, each value named by its column on the phone.
    const row = page.locator('main table tbody tr').first()
    for (const column of ['Amount', 'Price', 'Value'])
      expect(await row.getByText(column, { exact: true }).isVisible()).toBe(true)
  }, 120_000)

  test("the send form's token picker opens within the screen and picks from the keyboard", async () => {
    const page = await freshPage(stack, safePath('transactions/new/tokens'))
    await page.setViewportSize(PHONE)
    // The picker's list comes with its code: until then its button controls no list.
    const token = page.getByRole('combobox', { name: 'Token 1' }).and(page.locator('[aria-controls]'))
    await token.focus()
    await page.keyboard.press('ArrowDown')
    const list = page.getByRole('listbox', { name: 'Token 1' })
    await list.waitFor()
    const box = await list.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, JSON.stringify(box)).toBe(true)
    await page.keyboard.press('End')
    const last = list.getByRole('option').last()
    const lastText = await last.textContent()
    expect(await token.getAttribute('aria-activedescendant')).toBe(await last.getAttribute('id'))
    await page.keyboard.press('Enter')
    await list.waitFor({ state: 'hidden' })
    expect(await token.textContent()).toBe(lastText)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
  })

  test('the header is one line with the wallet in its menu; the navigation is a drawer', async () => {
    const page = await freshPage(stack, safePath('home'))
    await page.setViewportSize(PHONE)
    const header = page.locator('header.header')
    await page.getByRole('heading', { name: 'Home' }).waitFor()
    expect((await header.boundingBox())?.height).toBeLessThan(70)
    const status = page.getByTestId('connection-status')
    expect(await status.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Wallet and settings' }).click()
    await status.waitFor()
    await page.getByRole('button', { name: 'Close the wallet menu' }).click()
    await status.waitFor({ state: 'hidden' })

    const nav = page.getByRole('navigation', { name: 'Safe pages' })
    expect(await nav.isVisible()).toBe(false)
    await page.getByRole('button', { name: /Safe menu/ }).click()
    await nav.getByRole('link', { name: 'History' }).click()
    await page.waitForURL(/\/transactions\/history$/)
    // Following a link closes the drawer.
    await nav.waitFor({ state: 'hidden' })
  })
})

describe('dark mode', () => {
  // The page follows a change of the system's preference (or the toggle) once React has rendered it: wait for that.
  const background = async (page: Page, expected: string) => {
    await page
      .waitForFunction((color) => getComputedStyle(document.documentElement).backgroundColor === color, expected, {
        timeout: 10_000,
      })
      .catch(() => undefined)
    return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  }

  test("follows the system's dark preference, and the theme toggle overrides it both ways", async () => {
    const page = await freshPage(stack, safePath('home'))
    await page.emulateMedia({ colorScheme: 'dark' })
    // The theme is in the header's menu.
    await page.getByRole('button', { name: 'Wallet and settings' }).click()
    const toggle = page.getByRole('button', { name: /^Theme: / })
    await toggle.waitFor()
    expect(await background(page, 'rgb(16, 20, 18)')).toBe('rgb(16, 20, 18)')
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await background(page, 'rgb(246, 247, 245)')).toBe('rgb(246, 247, 245)')
    // system → light → dark: the chosen theme wins over the system's.
    await toggle.click()
    await page.getByRole('button', { name: 'Theme: light' }).click()
    await page.getByRole('button', { name: 'Theme: dark' }).waitFor()
    expect(await background(page, 'rgb(16, 20, 18)')).toBe('rgb(16, 20, 18)')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('button', { name: 'Theme: dark' }).click()
    await page.getByRole('button', { name: 'Theme: system' }).click()
    await page.getByRole('button', { name: 'Theme: light' }).waitFor()
    expect(await background(page, 'rgb(246, 247, 245)')).toBe('rgb(246, 247, 245)')
  })
})
