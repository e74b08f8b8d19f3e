import { demoTokens } from '@concord/devchain'
import type { Locator, Page } from 'playwright-core'
import { getAddress, zeroAddress } from 'viem'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Picks `option` in the designed picker named `label`, as a user does: opens its list and clicks the option. The
 * picker's list comes with its own code, after the page: until then its button controls no list.
 */
export async function pick(scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).and(scope.locator('[aria-controls]')).click()
  await scope.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click()
}

/** What the picker named `label` shows as its choice (read in a closed menu too, as its button's text). */
export async function pickedIn(scope: Page | Locator, label: string | RegExp): Promise<string> {
  return ((await scope.getByRole('combobox', { name: label, includeHidden: true }).textContent()) ?? '').trim()
}

/** The symbol the token picker shows for a demo token's address (ETH for the native coin). */
function demoSymbol(token: string): string {
  if (token === zeroAddress) return 'ETH'
  const demo = Object.values(demoTokens).find((t) => getAddress(t.address) === getAddress(token))
  if (!demo) throw new Error(`${token} is not a demo token`)
  return demo.symbol
}

/**
 * Picks a demo token in recipient row `n` of the send form by its symbol, as shown: a look-alike with the same symbol
 * reads "⚠ imitates …" before its balance, so it does not match.
 */
export async function pickToken(page: Page, n: number, token: string) {
  await pick(page, new RegExp(`^Token ${n}\\b`), new RegExp(`^${escapeRegExp(demoSymbol(token))} [\\d<]`))
}

/** Whether the header's dev account picker shows `account` (by its short form, as a user reads it). */
export async function isDevAccount(page: Page, account: string): Promise<boolean> {
  return (await pickedIn(page, 'Dev account')).startsWith(short(getAddress(account)))
}

/**
 * Picks `account` in the dev account picker of the header's menu: opens the menu when it is closed, and closes it
 * again after, as a user would. The menu's own state (its toggle's aria-expanded) says whether it is open: the picker
 * can still read as visible for a moment while a navigation closes the menu, and a click then waits on a hidden one.
 */
export async function pickDevAccount(page: Page, account: string) {
  const toggle = page.locator('button[aria-controls="header-menu"]')
  const isOpen = async () => (await toggle.getAttribute('aria-expanded')) === 'true'
  const combobox = page.getByRole('combobox', { name: 'Dev account' }).and(page.locator('[aria-controls]'))
  const wasOpen = await isOpen()
  for (let attempt = 1; ; attempt++) {
    if (!(await isOpen())) await toggle.click()
    try {
      await combobox.click({ timeout: 10_000 })
      break
    } catch (error) {
      if (attempt === 3 || (await combobox.isVisible())) throw error
    }
  }
  await page
    .getByRole('listbox', { name: 'Dev account' })
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(short(getAddress(account)))} `) })
    .click()
  if (!wasOpen && (await isOpen())) await toggle.click()
}
