import { type ExampleAppsServer, startExampleApps } from '@concord/example-apps'
import { type Anvil, alwaysReturns, startAnvil } from '@concord/test-kit/anvil'
import { launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { type Hex, hashMessage, hashTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decide, inWallet, type OpenedApp, openInWallet, waitForRequests } from './harness/browser.js'
import { startWalletServer, type WalletServer } from './harness/wallet-server.js'
import { SAFE_ADDRESS, SAFE_INFO } from './host/fixtures.js'

// The built Message Signer (127.0.0.1) inside a test wallet page using @concord/apps-host (localhost), whose
// rpcCall handler forwards to a real anvil.
let apps: ExampleAppsServer
let wallet: WalletServer
let browser: Browser
let anvil: Anvil
let appUrl: string

const TEXT = 'I approve the Q3 budget.\nSigned, the treasury Safe'
const SAFE_MESSAGE_HASH = `0x${'5e'.repeat(32)}`
const SIGNATURE = `0x${'11'.repeat(65)}${'22'.repeat(65)}`

/** SafeMessage hash computed here independently of the app: EIP-712 over the Safe's domain (Safe ≥ 1.3.0). */
function safeMessageHashOf(contentHash: Hex): Hex {
  return hashTypedData({
    domain: { chainId: SAFE_INFO.chainId, verifyingContract: SAFE_ADDRESS },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: contentHash },
  })
}

beforeAll(async () => {
  ;[apps, wallet, browser, anvil] = await Promise.all([
    startExampleApps(),
    startWalletServer(),
    launchChromium(),
    startAnvil(),
  ])
  appUrl = apps.apps.find((app) => app.name === 'Message Signer')?.url ?? ''
})

afterAll(async () => {
  await browser?.close()
  await wallet?.close()
  await apps?.close()
  await anvil?.stop()
})

async function open(): Promise<OpenedApp> {
  const opened = await openInWallet(browser, wallet.pageUrl(appUrl, anvil.url))
  await opened.app.getByTestId('safe-address').waitFor()
  return opened
}

describe('Message Signer', () => {
  test('opened top-level, it says to open it inside Concord', async () => {
    const page = await browser.newPage()
    await page.goto(appUrl)
    expect(await page.getByTestId('outside-wallet').textContent()).toContain('Open this app inside Concord')
    await page.close()
  })

  test('a text message: hashes shown, signMessage reaches the wallet with the text, the returned hash is shown', async () => {
    const { page, app, errors } = await open()
    expect(await app.getByTestId('safe-address').textContent()).toBe(SAFE_ADDRESS)
    await app.getByTestId('message').fill(TEXT)
    expect(await app.getByTestId('message-hash').textContent()).toBe(hashMessage(TEXT))
    expect(await app.getByTestId('safe-message-hash').textContent()).toBe(safeMessageHashOf(hashMessage(TEXT)))

    await app.getByTestId('sign').click()
    await waitForRequests(page, 1)
    const sent = await inWallet(page, (w) => w.wire.filter((m) => m.method === 'signMessage').map((m) => m.params))
    expect(sent).toEqual([{ message: TEXT }])
    expect(await inWallet(page, (w) => w.view())).toEqual([
      expect.objectContaining({ kind: 'signMessage', message: TEXT }),
    ])

    await decide(page, 0, { approve: { messageHash: SAFE_MESSAGE_HASH, signature: SIGNATURE } })
    expect(await app.getByTestId('result-message-hash').textContent()).toBe(SAFE_MESSAGE_HASH)
    expect(await app.getByTestId('result-signature').textContent()).toBe(SIGNATURE)
    expect(errors).toEqual([])
    await page.close()
  })

  test('typed data: the example is signed with signTypedMessage; an on-chain answer shows its safeTxHash', async () => {
    const { page, app } = await open()
    await app.getByTestId('mode-typed').check()
    await app.getByTestId('insert-example').click()
    const typedData = JSON.parse(await app.getByTestId('message').inputValue())
    expect(typedData.domain.chainId).toBe(SAFE_INFO.chainId)
    const contentHash = hashTypedData(typedData)
    expect(await app.getByTestId('message-hash').textContent()).toBe(contentHash)
    expect(await app.getByTestId('safe-message-hash').textContent()).toBe(safeMessageHashOf(contentHash))

    await app.getByTestId('sign').click()
    await waitForRequests(page, 1)
    const sent = await inWallet(page, (w) => w.wire.filter((m) => m.method === 'signTypedMessage').map((m) => m.params))
    expect(sent).toEqual([{ typedData }])
    const safeTxHash = `0x${'ab'.repeat(32)}`
    await decide(page, 0, { approve: { safeTxHash } })
    expect(await app.getByTestId('result-safe-tx-hash').textContent()).toBe(safeTxHash)
    await page.close()
  })

  test('JSON that is not typed data is explained and cannot be signed', async () => {
    const { page, app } = await open()
    await app.getByTestId('mode-typed').check()
    await app.getByTestId('message').fill('{"domain": {}')
    expect(await app.getByTestId('message-error').textContent()).toContain('not valid JSON')
    await app.getByTestId('message').fill('{"domain": {}, "types": {}}')
    expect(await app.getByTestId('message-error').textContent()).toBe(
      'Typed data needs "domain", "types" and "message" objects.',
    )
    expect(await app.getByTestId('sign').isDisabled()).toBe(true)
    await page.close()
  })

  test('a rejection shows the wallet error text', async () => {
    const { page, app } = await open()
    await app.getByTestId('message').fill('hello')
    await app.getByTestId('sign').click()
    await waitForRequests(page, 1)
    await decide(page, 0, { reject: undefined })
    expect(await app.getByTestId('sign-error').textContent()).toBe('The wallet did not sign: Transaction was rejected')
    expect(await app.getByTestId('sign').isEnabled()).toBe(true)
    await page.close()
  })

  test('"Check if signed" asks the Safe contract on the chain (EIP-1271) through the wallet', async () => {
    const { page, app } = await open()
    await app.getByTestId('message').fill(TEXT)
    await app.getByTestId('check').click()
    // No contract at the Safe address yet: nothing confirms the message.
    expect(await app.getByTestId('signed-status').textContent()).toBe(
      'Not signed yet: the Safe does not confirm this message.',
    )
    await anvil.rpc('anvil_setCode', [SAFE_ADDRESS, alwaysReturns('0x1626ba7e')])
    await app.getByTestId('check').click()
    await app.getByText('Signed: the Safe confirms this message (EIP-1271).').waitFor()
    const calls = await inWallet(page, (w) =>
      w.wire.filter((m) => m.method === 'rpcCall').map((m) => m.params as { call: string; params: [{ to: string }] }),
    )
    expect(calls.length).toBeGreaterThanOrEqual(2)
    for (const call of calls) {
      expect(call.call).toBe('eth_call')
      expect(call.params[0].to).toBe(SAFE_ADDRESS)
    }
    await page.close()
  })
})
