import { type PagesServer, startPagesServer } from '@concord/test-kit/bridge'
import { frameAt } from '@concord/test-kit/chromium'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appReady, continuePastNotice, deadUrl, devCatalogue, startManifestServer } from './appsHelpers'
import { editInlineBoot } from './inlineBoot'
import { freshPage, type Stack, startStack } from './stack'

let stack: Stack
let pages: PagesServer
let catalogue: Awaited<ReturnType<typeof devCatalogue>>
let manifests: Awaited<ReturnType<typeof startManifestServer>>
let fixtureUrl: string

beforeAll(async () => {
  pages = await startPagesServer(['app-page'])
  fixtureUrl = `${pages.appOrigin}/app-page.html`
  catalogue = await devCatalogue(fixtureUrl)
  manifests = await startManifestServer()
  stack = await startStack({ safeApps: catalogue.safeApps })
}, 240_000)
afterAll(async () => {
  await stack?.stop()
  await catalogue?.close()
  await manifests?.close()
  await pages?.close()
})

const safeKey = () => `dev:${stack.chain.demo.safe.address}`
const openPath = (appUrl: string) => `/${safeKey()}/apps/open?appUrl=${encodeURIComponent(appUrl)}`
/** The names of the apps in one list of the Apps page, once it shows at least one. */
async function appNames(page: Page, list: string) {
  const items = page.getByRole('region', { name: list }).getByRole('listitem')
  await items.first().waitFor()
  return items.getByRole('heading').allTextContents()
}

describe('embedded apps: the catalogue', () => {
  test('the Safe navigation leads to Apps; the dev catalogue is listed; search, tag filter, details and pins work', async () => {
    const page = await freshPage(stack, `/${safeKey()}/home`)
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Apps' }).click()
    await page.waitForURL(/\/apps$/)
    await page.getByRole('region', { name: 'All apps' }).waitFor()
    // "Elsewhere only" is in the gateway's catalogue with a DOMAIN_ALLOWLIST naming another wallet: not listed here.
    expect(await appNames(page, 'All apps')).toEqual(['Transaction Builder', 'Message Signer', 'SDK fixture'])

    await page.getByLabel('Search apps').fill('typed data')
    expect(await appNames(page, 'All apps')).toEqual(['Message Signer'])
    await page.getByLabel('Search apps').fill('')
    expect(await page.getByLabel('Tag').locator('option').allTextContents()).toEqual([
      'All tags',
      'dev',
      'messages',
      'test',
      'transactions',
    ])
    await page.getByLabel('Tag').selectOption('transactions')
    expect(await appNames(page, 'All apps')).toEqual(['Transaction Builder'])
    await page.getByLabel('Search apps').fill('signer')
    await page.getByText('No app matches this search.').waitFor()
    await page.getByLabel('Search apps').fill('')
    await page.getByLabel('Tag').selectOption('')

    const builder = page
      .getByRole('region', { name: 'All apps' })
      .getByRole('listitem', { name: 'Transaction Builder' })
    await builder.getByRole('button', { name: 'Details' }).click()
    const details = page.getByRole('dialog', { name: 'Transaction Builder' })
    await details.waitFor()
    expect(await details.textContent()).toContain('Batched transactions')
    expect(await details.textContent()).toContain(new URL(catalogue.builder.url).origin)
    expect(await details.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(
      'https://github.com/concord/tx-builder',
    )
    await details.getByRole('button', { name: 'Close' }).click()
    await details.waitFor({ state: 'hidden' })

    await builder.getByRole('button', { name: 'Pin Transaction Builder' }).click()
    expect(await appNames(page, 'Pinned apps')).toEqual(['Transaction Builder'])
    await page.reload()
    expect(await appNames(page, 'Pinned apps')).toEqual(['Transaction Builder'])

    // The card's Open link opens the app in the frame, the catalogue app with no warning, after its first-open notice.
    await page.getByRole('region', { name: 'Pinned apps' }).getByRole('link', { name: 'Open', exact: true }).click()
    await continuePastNotice(page, 'Transaction Builder')
    const frame = page.locator('iframe[title="Transaction Builder"]')
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin allow-downloads',
    )
    expect(await frame.getAttribute('src')).toBe(catalogue.builder.url)
    await page.frameLocator('iframe[title="Transaction Builder"]').locator('body').waitFor()
    expect(await page.locator('header.app-view__head').textContent()).toContain(new URL(catalogue.builder.url).origin)
  })

  test('a custom app by URL: each bad manifest is refused in words; a good one is kept for the chain and removable', async () => {
    const page = await freshPage(stack, `/${safeKey()}/apps`)
    const form = page.getByRole('form', { name: 'Add a custom app' })
    const tryAdd = async (url: string) => {
      await form.getByLabel('App URL').fill(url)
      await form.getByRole('button', { name: 'Add app' }).click()
      return form.getByRole('alert').textContent()
    }
    const base = manifests.url
    const dead = await deadUrl()
    expect(await tryAdd(dead)).toBe(
      `The app's manifest at ${dead}/manifest.json is unreachable: check the address, that the app is online and that it allows other sites to read its manifest (CORS).`,
    )
    expect(await tryAdd(`${base}/missing`)).toBe(
      `The app's manifest at ${base}/missing/manifest.json is unreachable: the server answered HTTP 404.`,
    )
    expect(await tryAdd(`${base}/not-json`)).toBe(
      `The app's manifest at ${base}/not-json/manifest.json is not JSON: the address may not point to an app.`,
    )
    expect(await tryAdd(`${base}/no-name/`)).toBe(
      `The manifest at ${base}/no-name/manifest.json has no "name": the app's developer must add it.`,
    )
    expect(await tryAdd(`${base}/no-icon`)).toBe(
      `The manifest at ${base}/no-icon/manifest.json names no icon: the app's developer must add "iconPath".`,
    )
    expect(await tryAdd(`${base}/broken-icon`)).toBe(
      `The app's icon is missing: ${base}/broken-icon/gone.svg could not be loaded.`,
    )

    // The manifest's own URL works as well as the app's.
    await form.getByLabel('App URL').fill(`${base}/good/manifest.json`)
    await form.getByRole('button', { name: 'Add app' }).click()
    await form.getByText('Good app was added to your apps.').waitFor()
    expect(await appNames(page, 'My custom apps')).toEqual(['Good app'])
    await page.reload()
    expect(await appNames(page, 'My custom apps')).toEqual(['Good app'])
    const stored = await page.evaluate(`localStorage.getItem('concord.apps.custom.${stack.chain.chainId}')`)
    expect(JSON.parse(String(stored))).toEqual([
      {
        url: `${base}/good`,
        name: 'Good app',
        description: 'A valid manifest',
        iconUrl: `${base}/good/icon.svg`,
        features: ['camera', 'clipboard-write', 'not-a-feature; camera *'],
      },
    ])

    // An app the user added opens without the unknown-app warning; its frame gets only the features the user ticked
    // (a name that is not a browser feature is never offered, so it cannot reach the `allow` attribute).
    await page.getByRole('region', { name: 'My custom apps' }).getByRole('link', { name: 'Open', exact: true }).click()
    const notice = page.getByRole('region', { name: 'Before you open Good app' })
    await notice.waitFor()
    expect(await notice.getByRole('checkbox').count()).toBe(2)
    await notice.getByRole('checkbox', { name: 'clipboard-write' }).check()
    await continuePastNotice(page, 'Good app')
    expect(await page.locator('iframe[title="Good app"]').getAttribute('allow')).toBe('clipboard-write')
    expect(await page.getByText('Not in the catalogue').count()).toBe(0)
    await page.goto(`${stack.url}/${safeKey()}/settings/apps`)
    const grants = page.getByRole('region', { name: 'Apps' }).getByRole('listitem', { name: base })
    expect(await grants.textContent()).toContain('Browser feature clipboard-write: granted')
    await grants.getByRole('button', { name: `Revoke browser feature clipboard-write for ${base}` }).click()
    await page.getByText('No app holds a permission in this browser.').waitFor()

    await page.goto(`${stack.url}/${safeKey()}/apps`)
    await page.getByRole('button', { name: 'Remove Good app' }).click()
    await page.getByRole('region', { name: 'My custom apps' }).waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('region', { name: 'All apps' }).waitFor()
    expect(await page.getByRole('region', { name: 'My custom apps' }).count()).toBe(0)
  })
})

describe('embedded apps: opening one', () => {
  test('an app neither listed nor added warns with its origin and opens only after consent; one that is down says so', async () => {
    // Same page, another origin: not the catalogue's entry.
    const unknownUrl = `${pages.thirdOrigin}/app-page.html`
    const page = await freshPage(stack, openPath(unknownUrl))
    const warning = page.getByRole('region', { name: 'This app is not in the catalogue' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain(pages.thirdOrigin)
    expect(await page.locator('iframe').count()).toBe(0)
    const open = warning.getByRole('button', { name: 'Open anyway' })
    expect(await open.isDisabled()).toBe(true)
    await warning.getByLabel(`I trust ${pages.thirdOrigin} and want to open this app`).check()
    await open.click()
    await continuePastNotice(page, new URL(pages.thirdOrigin).host)
    const frame = await frameAt(page, pages.thirdOrigin)
    await appReady(frame)
    expect(await page.getByText('Not in the catalogue').count()).toBe(1)

    // Consent is asked again on the next visit; the notice is not.
    await page.reload()
    await warning.waitFor()

    const dead = await deadUrl()
    await page.goto(`${stack.url}${openPath(dead)}`)
    await page.getByLabel(/I trust .* and want to open this app/).check()
    await page.getByRole('button', { name: 'Open anyway' }).click()
    await continuePastNotice(page, new URL(dead).host)
    await page.getByRole('alert').getByText('This app could not be loaded.').waitFor()
  })

  test('the first-open notice comes back when the manifest asks for a browser feature it did not offer', async () => {
    manifests.setGrowingFeatures(['camera'])
    const page = await freshPage(stack, `/${safeKey()}/apps`)
    const form = page.getByRole('form', { name: 'Add a custom app' })
    await form.getByLabel('App URL').fill(`${manifests.url}/growing`)
    await form.getByRole('button', { name: 'Add app' }).click()
    await form.getByText('Growing app was added to your apps.').waitFor()
    const appUrl = `${manifests.url}/growing`
    const notice = page.getByRole('region', { name: 'Before you open Growing app' })
    await page.goto(`${stack.url}${openPath(appUrl)}`)
    await notice.getByRole('checkbox', { name: 'camera' }).check()
    await continuePastNotice(page, 'Growing app')
    expect(await page.locator('iframe[title="Growing app"]').getAttribute('allow')).toBe('camera')

    // Read once, the notice stays away while the manifest asks for nothing new.
    await page.reload()
    await page.locator('iframe[title="Growing app"]').waitFor()
    expect(await notice.count()).toBe(0)

    manifests.setGrowingFeatures(['camera', 'microphone'])
    await page.reload()
    await notice.waitFor()
    expect(await notice.getByRole('status').textContent()).toBe(
      'Growing app now asks for a browser feature it did not ask for when you last opened it: microphone.',
    )
    // What was granted stays ticked; the new feature is off until the user ticks it.
    expect(await notice.getByRole('checkbox', { name: 'camera' }).isChecked()).toBe(true)
    expect(await notice.getByRole('checkbox', { name: /microphone/ }).isChecked()).toBe(false)
    await continuePastNotice(page, 'Growing app')
    expect(await page.locator('iframe[title="Growing app"]').getAttribute('allow')).toBe('camera')
    await page.reload()
    await page.locator('iframe[title="Growing app"]').waitFor()
    expect(await notice.count()).toBe(0)
  })

  test('the Safe navigation lists Apps only where the chain has the SAFE_APPS feature', async () => {
    const page = await freshPage(stack, `/${safeKey()}/home`)
    const nav = page.getByRole('navigation', { name: 'Safe pages' })
    await nav.getByRole('link', { name: 'Apps' }).waitFor()
    // The same chain served without SAFE_APPS: in the page's boot data and by the API.
    await editInlineBoot(page, { withoutFeatures: ['SAFE_APPS'] })
    await page.route(/\/v1\/chains(\/\d+)?(\?.*)?$/, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { features?: string[]; results?: { features: string[] }[] }
      const strip = (chain: { features?: string[] }) => ({
        ...chain,
        features: chain.features?.filter((f) => f !== 'SAFE_APPS'),
      })
      const changed = body.results ? { ...body, results: body.results.map(strip) } : strip(body)
      await route.fulfill({ response, json: changed })
    })
    await page.reload()
    await nav.getByRole('link', { name: 'Settings' }).waitFor()
    expect(await nav.getByRole('link').allTextContents()).not.toContain('Apps')
  })
})
