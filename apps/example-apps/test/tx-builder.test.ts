import { type ExampleAppsServer, startExampleApps } from '@concord/example-apps'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser, FrameLocator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decide, inWallet, type OpenedApp, openInWallet, waitForRequests } from './harness/browser.js'
import { startWalletServer, type WalletServer } from './harness/wallet-server.js'
import { SAFE_ADDRESS } from './host/fixtures.js'

// The built Transaction Builder (127.0.0.1) inside a test wallet page using @concord/apps-host (localhost).
let apps: ExampleAppsServer
let wallet: WalletServer
let browser: Browser
let appUrl: string

const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const TOKEN = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const TRANSFER_DATA = `0xa9059cbb000000000000000000000000${RECIPIENT.slice(2).toLowerCase()}${'0'.repeat(62)}64`
const SAFE_TX_HASH = `0x${'7e'.repeat(32)}`

beforeAll(async () => {
  ;[apps, wallet, browser] = await Promise.all([startExampleApps(), startWalletServer(), launchChromium()])
  appUrl = apps.apps.find((app) => app.name === 'Transaction Builder')?.url ?? ''
})

afterAll(async () => {
  await browser?.close()
  await wallet?.close()
  await apps?.close()
})

async function addCall(app: FrameLocator, call: { to: string; value?: string; data?: string }) {
  await app.locator('#to').fill(call.to)
  await app.locator('#value').fill(call.value ?? '')
  await app.locator('#data').fill(call.data ?? '')
  await app.getByTestId('add-call').click()
}

async function open(): Promise<OpenedApp> {
  const opened = await openInWallet(browser, wallet.pageUrl(appUrl))
  await opened.app.getByTestId('safe-address').waitFor()
  return opened
}

describe('Transaction Builder', () => {
  test('opened top-level, it says to open it inside Concord and sends nothing', async () => {
    const page = await browser.newPage()
    // Top-level, window.parent is the page itself: record anything the app would post to it.
    await page.addInitScript(() => {
      const posted: unknown[] = []
      Object.assign(globalThis, { posted })
      addEventListener('message', (event) => posted.push(event.data))
    })
    await page.goto(appUrl)
    expect(await page.getByTestId('outside-wallet').textContent()).toContain('Open this app inside Concord')
    expect(await page.evaluate('globalThis.posted')).toEqual([])
    await page.close()
  })

  test('shows the Safe address and chain the wallet gave it through getSafeInfo', async () => {
    const { page, app, errors } = await open()
    expect(await app.getByTestId('safe-address').textContent()).toBe(SAFE_ADDRESS)
    expect(await app.getByTestId('chain-id').textContent()).toBe('31337')
    expect(await inWallet(page, (w) => w.wire.map((m) => m.method))).toEqual(['getSafeInfo'])
    expect(errors).toEqual([])
    await page.close()
  })

  test('bad input is explained per field and not queued', async () => {
    const { page, app } = await open()
    await addCall(app, { to: '0x1234', value: '-1', data: '0xabc' })
    expect(await app.getByTestId('to-error').textContent()).toContain('40 hex characters')
    expect(await app.getByTestId('value-error').textContent()).toContain('amount in ETH')
    expect(await app.getByTestId('data-error').textContent()).toContain('even number of hex digits')
    await addCall(app, { to: RECIPIENT.replace('F79', 'f79'), value: '0.0000000000000000001' })
    expect(await app.getByTestId('to-error').textContent()).toContain('checksum')
    expect(await app.getByTestId('value-error').textContent()).toContain('18 decimals')
    expect(await app.getByTestId('no-calls').isVisible()).toBe(true)
    expect(await app.getByTestId('submit-batch').isDisabled()).toBe(true)
    await page.close()
  })

  test('two queued calls (after removing a third) reach the wallet as one sendTransactions; the safeTxHash is shown', async () => {
    const { page, app, errors } = await open()
    await addCall(app, { to: RECIPIENT, value: '1.5' })
    await addCall(app, { to: RECIPIENT, value: '9', data: '0xdeadbeef' })
    await addCall(app, { to: TOKEN.toLowerCase(), value: '', data: TRANSFER_DATA.toUpperCase().replace('0X', '0x') })
    expect(await app.getByTestId('call').count()).toBe(3)
    await app.getByTestId('remove-call').nth(1).click()
    expect(await app.getByTestId('call').count()).toBe(2)
    expect(await app.getByTestId('submit-batch').textContent()).toBe('Submit 2 calls as one batch')

    await app.getByTestId('submit-batch').click()
    await waitForRequests(page, 1)
    const expectedTxs = [
      { to: RECIPIENT, value: '1500000000000000000', data: '0x' },
      { to: TOKEN, value: '0', data: TRANSFER_DATA },
    ]
    // Exactly what the app put on the wire: values in wei as decimal strings, checksummed addresses, hex data.
    const sent = await inWallet(page, (w) => w.wire.filter((m) => m.method === 'sendTransactions').map((m) => m.params))
    expect(sent).toEqual([{ txs: expectedTxs }])
    expect(await inWallet(page, (w) => w.view())).toEqual([
      expect.objectContaining({ kind: 'sendTransactions', txs: expectedTxs }),
    ])
    expect(await app.getByTestId('submit-batch').isDisabled()).toBe(true)

    await decide(page, 0, { approve: { safeTxHash: SAFE_TX_HASH } })
    expect(await app.getByTestId('safe-tx-hash').textContent()).toBe(SAFE_TX_HASH)
    expect(await app.getByTestId('no-calls').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  test('a rejection shows the wallet error text and keeps the calls for another try', async () => {
    const { page, app } = await open()
    await addCall(app, { to: RECIPIENT, value: '2' })
    await app.getByTestId('submit-batch').click()
    await waitForRequests(page, 1)
    await decide(page, 0, { reject: undefined })
    expect(await app.getByTestId('send-error').textContent()).toBe(
      'The wallet did not accept the batch: Transaction was rejected',
    )
    expect(await app.getByTestId('call').count()).toBe(1)
    expect(await app.getByTestId('submit-batch').isEnabled()).toBe(true)
    await page.close()
  })
})
