import { demoSafeHistory } from '@concord/devchain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { otherOwners, overrideWebConfig } from './liveOwners'
import { pickDevAccount } from './pickers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

// The demo Safe is a 2-of-4 of dev accounts 3, 0, 1 and 2, at nonce 4 once seeded.
const NONCE = Number(demoSafeHistory.finalNonce)

/** A page on the demo Safe at `path` with the app's run-time config overridden, the gateway caught up. */
async function demoPage(path: string, config: Record<string, unknown>) {
  const demo = stack.chain.demo.safe
  await waitForSafeNonce(stack, demo.address, NONCE)
  const page = await freshPage(stack, '/config.json')
  await overrideWebConfig(page, config)
  await page.goto(`${stack.url}/dev:${demo.address}/${path}`)
  return page
}

describe('the dashboard tells the connected owner what each pending transaction needs', () => {
  test('"Needs your signature" for an owner who has not signed, "Needs execution" once the threshold is met', async () => {
    // A short poll: this test is about the words, not about how the update arrives.
    const page = await demoPage('home', { pollIntervalMs: 1000 })
    await connectAndSignIn(page, devAccount(0).address)
    const pending = page.getByRole('region', { name: 'Pending transactions' })
    await pending.getByText('No transactions are waiting.').waitFor()

    const tx = await otherOwners(stack).propose(1, NONCE, '0.25')
    const row = pending.getByRole('listitem').filter({ hasText: /0\.25 ETH/ })
    await row.getByText('Needs your signature').waitFor()
    expect(await row.textContent()).toContain('1/2')

    // Account 1 proposed (and signed) it: it only waits for somebody else.
    await pickDevAccount(page, devAccount(1).address)
    await row.getByText('Needs 1 more confirmation').waitFor()

    // Owner 3 confirms from elsewhere: 2/2, now it needs execution.
    await tx.confirm(3)
    await row.getByText('Needs execution').waitFor()
    expect(await row.textContent()).toContain('2/2')
  })
})

// Ten minutes between polls: within a test only the event stream (or the tab becoming visible) can refresh a page.
const NO_POLL = { pollIntervalMs: 600_000 }

describe('live updates from the gateway: the Safe event stream, and a refetch when the tab becomes visible', () => {
  test('a proposal and a confirmation made from Node reach the open queue through the stream', async () => {
    const page = await demoPage('transactions/queue', NO_POLL)
    // The stream is a long-lived response: its headers arrive as soon as the gateway accepts it.
    const stream = await page.waitForResponse((response) => response.url().endsWith('/events'))
    expect(stream.status()).toBe(200)
    expect(stream.headers()['content-type']).toContain('text/event-stream')
    await page
      .getByRole('listitem')
      .filter({ hasText: /0\.25 ETH/ })
      .waitFor()

    const tx = await otherOwners(stack).propose(1, NONCE + 1, '0.125')
    const row = page.getByRole('listitem').filter({ hasText: /0\.125 ETH/ })
    await row.getByText('1/2').waitFor()
    await tx.confirm(2)
    await row.getByText('2/2').waitFor()
  })

  test('with the stream unavailable, showing the tab again refetches the queue', async () => {
    const page = await freshPage(stack, '/config.json')
    await overrideWebConfig(page, NO_POLL)
    // No stream (a gateway without it, or a proxy that cuts it): the app polls, here only every ten minutes.
    await page.route('**/events', (route) => route.abort('connectionrefused'))
    await page.goto(`${stack.url}/dev:${stack.chain.demo.safe.address}/transactions/queue`)
    await page
      .getByRole('listitem')
      .filter({ hasText: /0\.25 ETH/ })
      .waitFor()

    // Headless Chromium keeps every page visible: hide and show the tab the way the browser reports it.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' })
        document.dispatchEvent(new Event('visibilitychange'))`)
    await setVisibility('hidden')
    await otherOwners(stack).propose(2, NONCE + 2, '0.0625')
    const refetch = page.waitForRequest((request) => request.url().includes('/transactions/queued'))
    await setVisibility('visible')
    await refetch
    await page
      .getByRole('listitem')
      .filter({ hasText: /0\.0625 ETH/ })
      .waitFor()
  })
})
