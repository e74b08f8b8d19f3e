import { readFileSync } from 'node:fs'
import { launchChromiumProfile } from '@concord/test-kit/chromium'
import { eventually } from '@concord/test-kit/eventually'
import type { BrowserContext, Page } from 'playwright-core'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { overrideWebConfig } from './liveOwners'
import { devAddress } from './settingsHelpers'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

const ALICE = getAddress('0x00000000000000000000000000000000000a11ce')
const BOB = getAddress('0x0000000000000000000000000000000000000b0b')
const safe = () => stack.chain.demo.safe.address
const bookPath = () => `/dev:${safe()}/address-book`

/** Chooses a file with `content` in the file input labelled `label`. */
async function chooseFile(page: Page, label: string, name: string, content: string) {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) })
}

/** Clicks `button` and returns the text of the file it downloads. */
async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return readFileSync(await file.path(), 'utf8')
}

const entries = (page: Page) => page.getByRole('list', { name: 'Entries' }).getByRole('listitem')
const names = (page: Page) => entries(page).locator('.address__name').allTextContents()

/** Adds an entry through the page's form. */
async function addEntry(page: Page, address: string, name: string) {
  await page.getByRole('button', { name: 'Add entry' }).click()
  const form = page.getByRole('form', { name: 'Add entry' })
  await form.getByLabel('Address').fill(address)
  await form.getByLabel('Name').fill(name)
  await form.getByRole('button', { name: 'Save' }).click()
  await entries(page).filter({ hasText: name }).waitFor()
}

describe('address book in Chromium', () => {
  test('CSV import with a bad line imports nothing and says which line; the fixed file imports; edit; export equals the expected file; names show on Settings', async () => {
    const owner = stack.chain.demo.safe.owners[0] as string
    const page = await freshPage(stack, `/dev:${safe()}/home`)
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Address book' }).click()
    await page.getByRole('heading', { name: 'Address book' }).waitFor()
    await page.getByText('No names on this chain yet.').waitFor()

    const bad = `address,name,chainId\n${ALICE},Alice,31337\n0x1234,Broken,31337\n${BOB},,31337\n`
    await chooseFile(page, 'Import CSV', 'book.csv', bad)
    const problems = page.getByRole('alert', { name: 'CSV problems' })
    await problems.waitFor()
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      'Line 3: "0x1234" is not an address (0x and 40 hex digits)',
      'Line 4: the name is empty',
    ])
    expect(await page.getByText('Nothing was imported. Fix these lines and import the file again:').count()).toBe(1)
    expect(await entries(page).count()).toBe(0)

    const good = `address,name,chainId\r\n${ALICE},"Alice, treasury",31337\r\n${owner.toLowerCase()},Owner Zero,31337\r\n${BOB},Bob,1\r\n`
    await chooseFile(page, 'Import CSV', 'book.csv', good)
    await page.getByRole('status').getByText('Imported 3 entries.').waitFor()
    // Bob is on another chain: not in this chain's list, but kept for the export.
    expect(await names(page)).toEqual(['Alice, treasury', 'Owner Zero'])

    await page.getByRole('button', { name: 'Edit Alice, treasury' }).click()
    const form = page.getByRole('form', { name: 'Edit entry' })
    await form.getByLabel('Name').fill('Alice "A" Treasury')
    await form.getByRole('button', { name: 'Save' }).click()
    await entries(page).filter({ hasText: 'Alice "A" Treasury' }).waitFor()
    await page.getByLabel('Search').fill('zero')
    expect(await names(page)).toEqual(['Owner Zero'])
    await page.getByLabel('Search').fill('')

    expect(await download(page, 'Export CSV')).toBe(
      `address,name,chainId\n${BOB},Bob,1\n${ALICE},"Alice ""A"" Treasury",31337\n${getAddress(owner)},Owner Zero,31337\n`,
    )

    // The shared address display names the owner on the Settings page.
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Settings' }).click()
    const owners = page.getByRole('region', { name: 'Owners' })
    expect(
      await owners
        .getByRole('listitem')
        .filter({ hasText: getAddress(owner) })
        .textContent(),
    ).toContain('Owner Zero')
  })

  test('two tabs stay in sync: an entry added in one shows in the other, a removal too', async () => {
    const first = await freshPage(stack, bookPath())
    const second = await stack.browser.newPage()
    await second.goto(`${stack.url}${bookPath()}`)
    await second.getByText('No names on this chain yet.').waitFor()

    await addEntry(first, ALICE, 'Alice')
    await entries(second).filter({ hasText: 'Alice' }).waitFor()
    await second.getByRole('button', { name: 'Remove Alice' }).click()
    await first.getByText('No names on this chain yet.').waitFor()
    await second.close()
  })

  test('the address book follows the signer to a fresh browser profile after sign-in, merged with what that profile had', async () => {
    const signer = devAddress(0)
    const page = await freshPage(stack, bookPath())
    await connectAndSignIn(page, signer)
    await addEntry(page, ALICE, 'Alice synced')
    const sessionCookie = async (context: BrowserContext) =>
      (await context.cookies(stack.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    const serverBook = async (cookie: string) => {
      const response = await fetch(`${stack.url}/v1/accounts/${signer}/chains/31337/address-book`, {
        headers: { cookie },
      })
      return ((await response.json()) as { entries: { address: string; name: string; deleted: boolean }[] }).entries
    }
    const cookieA = await sessionCookie(stack.browser)
    await eventually(
      () => serverBook(cookieA),
      (book) => book.some((e) => e.name === 'Alice synced'),
      'the edit to reach the gateway',
    )

    const other = await launchChromiumProfile()
    try {
      const fresh = await other.context.newPage()
      await fresh.goto(`${stack.url}${bookPath()}`)
      await fresh.getByText('No names on this chain yet.').waitFor()
      await addEntry(fresh, BOB, 'Bob from profile B')
      await connectAndSignIn(fresh, signer)
      await entries(fresh).filter({ hasText: 'Alice synced' }).waitFor()
      expect(await names(fresh)).toEqual(['Bob from profile B', 'Alice synced'])
      const book = await eventually(
        () => serverBook(cookieA),
        (entries) => entries.some((e) => e.name === 'Bob from profile B'),
        "profile B's entry to reach the gateway",
      )
      expect(
        book
          .filter((e) => !e.deleted)
          .map((e) => e.name)
          .sort(),
      ).toEqual(['Alice synced', 'Bob from profile B'])

      // A removal syncs too (a tombstone): profile A loses the entry at its next sign-in round.
      await fresh.getByRole('button', { name: 'Remove Alice synced' }).click()
      await eventually(
        () => serverBook(cookieA),
        (entries) => entries.some((e) => e.address === ALICE && e.deleted),
        'the removal to reach the gateway',
      )
    } finally {
      await other.close()
    }
    await page.reload()
    await entries(page).filter({ hasText: 'Bob from profile B' }).waitFor()
    expect(await names(page)).toEqual(['Bob from profile B'])
  })

  test('a signed-in signer’s book follows edits made in another browser, without a reload', async () => {
    const signer = devAddress(1)
    const CAROL = getAddress('0x00000000000000000000000000000000000ca201')
    const page = await freshPage(stack, bookPath())
    await connectAndSignIn(page, signer)
    const other = await launchChromiumProfile()
    try {
      const elsewhere = await other.context.newPage()
      // A short interval: the other browser reads the gateway's copy again while visible (and on focus).
      await overrideWebConfig(elsewhere, { pollIntervalMs: 1000 })
      await elsewhere.goto(`${stack.url}${bookPath()}`)
      await connectAndSignIn(elsewhere, signer)
      await elsewhere.getByRole('heading', { name: 'Address book' }).waitFor()
      expect(await entries(elsewhere).filter({ hasText: 'Carol live' }).count()).toBe(0)

      await addEntry(page, CAROL, 'Carol live')
      await entries(elsewhere).filter({ hasText: 'Carol live' }).waitFor()
    } finally {
      await other.close()
    }
  })

  test('Settings → Your data: export, then import into a fresh profile brings the address book, added Safes and settings; Safe{Wallet} exports import too; a bad file is refused in words', async () => {
    const page = await freshPage(stack, bookPath())
    await addEntry(page, ALICE, 'Alice exported')
    const watched = `dev:${stack.chain.demo.safe130.address}`
    await page.evaluate(`localStorage.setItem('concord.watchlist', '${JSON.stringify([watched])}')`)
    await page.evaluate(`localStorage.setItem('concord.currency', '"eur"')`)
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Settings' }).click()
    // Settings is in tabs (issue 35 point 4): Your data is under Data.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Data' }).click()
    await page.waitForURL(/\/settings\/data$/)
    const card = page.getByRole('region', { name: 'Your data' })
    await card.waitFor()
    const exported = await download(page, 'Export data')
    const file = JSON.parse(exported)
    expect(file).toMatchObject({ format: 'concord-local-data', version: 1 })
    expect(Object.keys(file.data)).toEqual(
      expect.arrayContaining(['concord.addressBook.v2', 'concord.watchlist', 'concord.currency']),
    )
    expect(Object.keys(file.data).some((key) => key.startsWith('concord.wagmi') || key === 'concord.queryCache')).toBe(
      false,
    )

    const other = await launchChromiumProfile()
    try {
      const fresh = await other.context.newPage()
      await fresh.goto(`${stack.url}/dev:${safe()}/settings/data`)
      const yours = fresh.getByRole('region', { name: 'Your data' })
      await chooseFile(fresh, 'Import data', 'notes.json', '{"version":"9.0","data":{}}')
      await yours
        .getByRole('alert')
        .getByText(/version 9.0 is not supported/)
        .waitFor()
      await chooseFile(fresh, 'Import data', 'notes.txt', 'hello')
      await yours
        .getByRole('alert')
        .getByText(/This file is not JSON/)
        .waitFor()

      await chooseFile(fresh, 'Import data', 'concord-data.json', exported)
      await yours
        .getByRole('status')
        .getByText(/Imported 1 address book names, 1 Safes and \d+ settings\./)
        .waitFor()
      expect(await fresh.evaluate(`localStorage.getItem('concord.currency')`)).toBe('"eur"')
      await fresh.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Address book' }).click()
      await entries(fresh).filter({ hasText: 'Alice exported' }).waitFor()

      // Safe{Wallet}'s export (version 3.0): its address book and added Safes come over; other chains' Safes are left out.
      const safeWallet = {
        version: '3.0',
        data: {
          addressBook: { '31337': { [BOB]: 'Bob from Safe{Wallet}' }, '1': { [ALICE]: 'Mainnet Alice' } },
          addedSafes: {
            '31337': { [safe()]: { owners: [], threshold: 2 } },
            '1': { [ALICE]: { owners: [], threshold: 1 } },
          },
          settings: { currency: 'usd' },
          safeApps: {},
          visitedSafes: {},
        },
      }
      await fresh.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Settings' }).click()
      await fresh.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Data' }).click()
      await chooseFile(fresh, 'Import data', 'safe-2026-11-24.json', JSON.stringify(safeWallet))
      await yours
        .getByRole('status')
        .getByText(
          'Imported 2 address book names, 1 Safes and 0 settings. 1 Safes on chains this gateway does not serve were left out.',
        )
        .waitFor()
      await fresh.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Address book' }).click()
      await entries(fresh).filter({ hasText: 'Bob from Safe{Wallet}' }).waitFor()
      expect(await names(fresh)).toEqual(['Alice exported', 'Bob from Safe{Wallet}'])
      await fresh.goto(`${stack.url}/`)
      const watchlist = fresh.locator('.card').filter({ has: fresh.getByRole('heading', { name: 'Watchlist' }) })
      await watchlist.getByRole('link', { name: new RegExp(stack.chain.demo.safe130.address.slice(0, 8)) }).waitFor()
      await watchlist.getByRole('link', { name: new RegExp(safe().slice(0, 8)) }).waitFor()
    } finally {
      await other.close()
    }
  })
})
