import { devEnsRegistryAddress } from '@concord/devchain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

describe('ENS names in "Load a Safe", in Chromium against the gateway and the dev chain', () => {
  test('the gateway announces the dev chain registry with DOMAIN_LOOKUP on', async () => {
    const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}`)
    const chain = (await response.json()) as { ensRegistryAddress: string | null; features: string[] }
    expect(chain.ensRegistryAddress).toBe(devEnsRegistryAddress)
    expect(chain.features).toContain('DOMAIN_LOOKUP')
  })

  test('typing demo.concord.eth shows the address it resolves to, and Open opens the demo Safe', async () => {
    const demo = stack.chain.demo.safe
    await waitForSafeNonce(stack, demo.address, demo.nonce)
    const page = await freshPage(stack)
    await page.getByLabel('Safe address').fill('demo.concord.eth')
    const form = page.getByRole('form', { name: 'Load a Safe' })
    await form
      .getByRole('status')
      .filter({ hasText: `demo.concord.eth → ${demo.address}` })
      .waitFor()
    await form.getByRole('button', { name: 'Open' }).click()
    await page.waitForURL(`**/dev:${demo.address}/home`)
    const overview = page.getByRole('region', { name: 'Safe overview' })
    await overview.waitFor()
    expect(await overview.textContent()).toContain(demo.address)
    // The sidebar names the open Safe by its verified reverse record.
    await page.locator('.safe-summary').getByText('demo.concord.eth').waitFor()
  })

  test('an owner nobody named in the address book shows its verified ENS name, on the home and in settings', async () => {
    const demo = stack.chain.demo.safe
    const page = await freshPage(stack, `/dev:${demo.address}/home`)
    // Account 0 (0xf39F…2266) is an owner of the demo Safe with alice.concord.eth as its primary name.
    const owner = page
      .getByRole('region', { name: 'Safe overview' })
      .getByRole('listitem')
      .filter({ hasText: '0xf39F…2266' })
    await owner.getByText('alice.concord.eth').waitFor()
    await page.goto(`${stack.url}/dev:${demo.address}/settings`)
    const row = page.getByRole('region', { name: 'Owners' }).getByRole('listitem').filter({ hasText: '0xf39F' })
    await row.getByText('alice.concord.eth').waitFor()
  })

  test('a name nobody registered says so and stays on the welcome page', async () => {
    const page = await freshPage(stack)
    await page.getByLabel('Safe address').fill('demo.nope.eth')
    const form = page.getByRole('form', { name: 'Load a Safe' })
    await form.getByRole('alert').filter({ hasText: 'No address found for demo.nope.eth' }).waitFor()
    await form.getByRole('button', { name: 'Open' }).click()
    expect(await page.getByRole('heading', { name: 'Welcome to Concord' }).isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('a Safe watched by its name is listed with its verified ENS name', async () => {
    const demo = stack.chain.demo.safe
    const page = await freshPage(stack)
    await page.getByLabel('Safe address').fill('demo.concord.eth')
    const form = page.getByRole('form', { name: 'Load a Safe' })
    await form.getByRole('button', { name: 'Add to watchlist' }).click()
    const watchlist = page.locator('.card', { has: page.getByRole('heading', { name: 'Watchlist' }) })
    const entry = watchlist.getByRole('listitem')
    await entry.getByText('demo.concord.eth').waitFor()
    expect(await entry.getByRole('link').getAttribute('href')).toBe(`/dev:${demo.address}/home`)
  })
})
