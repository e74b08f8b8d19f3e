import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startStack } from './stack'
import { gate, signMessage } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

// "Connect wallet" works from the first paint, before RainbowKit (the wallet island) has loaded: the click is queued
// and served once it has. RainbowKit closes its dialogs when the session read settles (signed out), which once
// swallowed a dialog opened for a queued click (issue 17). These clicks come as early as the page allows.
describe('a "Connect wallet" click before the wallet UI has loaded', () => {
  test('opens the connect dialog once the wallet UI and the session have arrived, in that order', async () => {
    const page = await freshPage(stack, '/config.json')
    const island = gate()
    const session = gate()
    const islandRequested = gate()
    const sessionRequested = gate()
    await page.route(/\/assets\/WalletIsland-[^/]+\.js$/, async (route) => {
      islandRequested.open()
      await island.opened
      await route.continue()
    })
    await page.route('**/v1/auth/me', async (route) => {
      sessionRequested.open()
      await session.opened
      await route.continue()
    })
    await page.goto(stack.url)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await islandRequested.opened
    island.open()
    await sessionRequested.opened
    session.open()
    await page.getByRole('button', { name: /Dev wallet/ }).click()
    await signMessage(page)
    await page.getByTestId('connection-status').filter({ hasText: 'Connected' }).waitFor()
    expect(await page.getByRole('button', { name: 'Connect wallet' }).count()).toBe(0)
  })

  test('opens the connect dialog when clicked as soon as the button is there', async () => {
    const page = await freshPage(stack, '/config.json')
    await page.goto(stack.url)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: /Dev wallet/ }).click()
    await signMessage(page)
    await page.getByTestId('connection-status').filter({ hasText: 'Connected' }).waitFor()
  })

  test("opens it on a Safe's page too, where the page's own data arrives meanwhile", async () => {
    const page = await freshPage(stack, '/config.json')
    const session = gate()
    await page.route('**/v1/auth/me', async (route) => {
      await session.opened
      await route.continue()
    })
    await page.goto(`${stack.url}/dev:${stack.chain.demo.safe.address}/home`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.locator('[aria-label="Safe overview"]').waitFor()
    session.open()
    await page.getByRole('button', { name: /Dev wallet/ }).click()
    await signMessage(page)
    await page.getByTestId('connection-status').filter({ hasText: 'Connected' }).waitFor()
  })
})
