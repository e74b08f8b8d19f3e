import { demoSafeHistory } from '@concord/devchain'
import { launchChromiumProfile } from '@concord/test-kit/chromium'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, signOnReview } from './flowsHelpers'
import { otherOwners } from './liveOwners'
import { pickToken } from './pickers'
import { freshPage, type Stack, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

// Issue 16 point 3: the notification centre, toasts and browser notifications, fed by the Safe's event stream.
let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

// The demo Safe is a 2-of-4 of dev accounts 3, 0, 1 and 2: owner A = account 3, owner B = account 0.
const ownerA = () => devAccount(3)
const ownerB = () => devAccount(0)
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })

/** Owner A, in a browser profile of its own, proposes sending 1 dUSDC through the app's send flow. */
async function proposeAsOwnerA(url: string, safe: string) {
  const other = await launchChromiumProfile()
  try {
    const page = await other.context.newPage()
    await page.goto(`${url}/dev:${safe}/transactions/new/tokens`)
    await connectAndSignIn(page, ownerA().address)
    await pickToken(page, 1, stack.chain.tokens.usdc.address)
    await page.getByLabel('Recipient address 1', { exact: true }).fill(devAccount(6).address)
    await page.getByLabel('Amount 1', { exact: true }).fill('1')
    await page.getByRole('button', { name: 'Review' }).click()
    await signOnReview(page)
  } finally {
    await other.close()
  }
}

describe('the notification centre', () => {
  test('owner B with the Safe open hears of owner A’s proposal: "Needs your signature" in the centre and a toast; mark read clears the count', async () => {
    const safe = stack.chain.demo.safe.address
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await connectAndSignIn(page, ownerB().address)
    await expect(bell(page).getAttribute('aria-label')).resolves.toBe('Notifications')

    await proposeAsOwnerA(stack.url, safe)

    const toast = page.getByRole('region', { name: 'Alerts for you' }).getByRole('status')
    await toast.getByText('Needs your signature').waitFor()
    await bell(page).and(page.getByLabel('Notifications, 1 unread')).waitFor()

    await bell(page).click()
    const centre = page.getByRole('region', { name: 'Notification centre' })
    const entry = centre.getByRole('listitem').filter({ hasText: 'Needs your signature' })
    await entry.waitFor()
    expect(await entry.textContent()).toContain('1/2 signatures')
    expect(await entry.textContent()).toContain(`dev:${safe.slice(0, 6)}`)

    // The toast is dismissable and links to the transaction.
    expect(await toast.getByRole('link', { name: 'Open' }).getAttribute('href')).toContain(
      '/transactions/tx?id=multisig_',
    )
    await toast.getByRole('button', { name: 'Dismiss' }).click()
    await toast.waitFor({ state: 'detached' })

    // Kept per browser: a reload keeps the entry, unread.
    await page.reload()
    await bell(page).and(page.getByLabel('Notifications, 1 unread')).waitFor()
    await bell(page).click()
    await entry.getByRole('button', { name: 'Mark read' }).click()
    await bell(page)
      .and(page.getByLabel('Notifications', { exact: true }))
      .waitFor()
    expect(await entry.getByRole('button', { name: 'Mark read' }).count()).toBe(0)
  })
})

/** The HTTP status of the WEB device's event stream at the gateway: 200 while it is registered, 404 once removed. */
async function deviceStreamStatus(uuid: string): Promise<number> {
  const abort = new AbortController()
  const url = `${stack.url}/v1/chains/${stack.chain.chainId}/notifications/devices/${uuid}/events`
  const response = await fetch(url, { signal: abort.signal })
  abort.abort()
  return response.status
}

// Records the system notifications the app shows (Chromium's own are invisible to the test).
const RECORD_NOTIFICATIONS = `
  const Original = window.Notification
  window.__shownNotifications = []
  class Recording extends Original {
    constructor(title, options) { super(title, options); window.__shownNotifications.push(title) }
  }
  window.Notification = Recording`

describe('browser notifications', () => {
  test('enabling (permission granted) registers this browser with the gateway as a WEB device; a hidden tab gets a system notification; opting out removes the device', async () => {
    const safe = stack.chain.demo.safe.address
    await stack.browser.grantPermissions(['notifications'], { origin: stack.url })
    await stack.browser.addInitScript(RECORD_NOTIFICATIONS)
    const page = await freshPage(stack, `/dev:${safe}/home`)
    await connectAndSignIn(page, ownerB().address)
    await bell(page).click()
    const centre = page.getByRole('region', { name: 'Notification centre' })
    await centre.getByRole('button', { name: 'Enable browser notifications' }).click()
    await centre.getByText('this browser is registered with the gateway for 1 Safe').waitFor()

    const stored = await page.evaluate(() => localStorage.getItem('concord.notifications.browser'))
    const { device } = JSON.parse(stored ?? '{}') as { device: { uuid: string; safes: string[] } }
    expect(device.safes).toEqual([safe])
    expect(await deviceStreamStatus(device.uuid)).toBe(200)

    // While the tab is hidden, what arrives shows as a system notification.
    await page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))`)
    const nonce = Number(demoSafeHistory.finalNonce) + 1
    await otherOwners(stack).propose(3, nonce, '0.5')
    await page.waitForFunction(() =>
      ((window as unknown as { __shownNotifications: string[] }).__shownNotifications ?? []).includes(
        'Needs your signature',
      ),
    )

    await centre.getByRole('button', { name: 'Turn off browser notifications' }).click()
    await centre.getByRole('button', { name: 'Enable browser notifications' }).waitFor()
    expect(await deviceStreamStatus(device.uuid)).toBe(404)
  })
})
