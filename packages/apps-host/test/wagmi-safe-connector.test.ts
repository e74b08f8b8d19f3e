import { type Anvil, startAnvil } from '@concord/test-kit/anvil'
import {
  inHost,
  openWallet,
  type PagesServer,
  SAFE_ADDRESS,
  startPagesServer,
  value,
  type WagmiAppApi,
  waitForUserRequests,
} from '@concord/test-kit/bridge'
import { inFrame, launchChromium } from '@concord/test-kit/chromium'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'

// A wagmi 2 app (@wagmi/core + @wagmi/connectors safe()) inside our host: the connector gives up unless
// getSafeInfo is answered within 10 ms, so connecting at all proves the synchronous answer.
let anvil: Anvil
let server: PagesServer
let browser: Browser

beforeAll(async () => {
  ;[anvil, server, browser] = await Promise.all([
    startAnvil(),
    startPagesServer(['host-page', 'wagmi-app-page']),
    launchChromium(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await anvil?.stop()
})

test('the safe connector connects to the Safe and signs through the wallet UI', async () => {
  const wallet = await openWallet(browser, server, {
    appPage: { name: 'wagmi-app-page', global: 'wagmiApp' },
    appQuery: { wallet: server.walletOrigin, rpc: anvil.url },
    walletQuery: { rpc: anvil.url },
  })
  const inWagmi = <T>(fn: (api: WagmiAppApi) => Promise<T> | T) => inFrame(wallet.app, 'wagmiApp', fn)

  // On load wagmi's reconnect() may already have connected (the usual case on an idle machine); either way a
  // connect succeeds, and every successful try had its getSafeInfo answered within the connector's 10 ms.
  const reconnected = value(await inWagmi((w) => w.afterReconnect))
  expect(['connected', 'disconnected']).toContain(reconnected.status)
  expect(value(await inWagmi((w) => w.connect()))).toMatchObject({
    status: 'connected',
    address: SAFE_ADDRESS,
    chainId: 31337,
  })

  await wallet.app.evaluate("globalThis.signed = globalThis.wagmiApp.signMessage('Sign in to Demo'); undefined")
  await waitForUserRequests(wallet.page, 1)
  expect(value(await inHost(wallet.page, (bridge) => bridge.view()))[0]).toMatchObject({
    kind: 'signMessage',
    // viem hex-encodes personal_sign messages; the Safe provider passes them on unchanged.
    message: `0x${Buffer.from('Sign in to Demo').toString('hex')}`,
  })
  const signature = `0x${'77'.repeat(65)}`
  await inHost(
    wallet.page,
    (bridge, s) => bridge.requests[0]?.approve({ messageHash: `0x${'01'.repeat(32)}`, signature: s } as never),
    signature,
  )
  expect(await wallet.app.evaluate('globalThis.signed')).toBe(signature)
  expect(wallet.errors).toEqual([])
})
