import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './flowsHelpers'
import { overrideWebConfig } from './liveOwners'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn, signMessage } from './wallet'
import { announceInjectedWallet, INJECTED_ICON } from './walletInjected'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

describe("RainbowKit's profile dialog, with the dev wallet", () => {
  test('address, copy address, balance, a write the app sent among recent transactions, disconnect', async () => {
    const [account0, account1] = [devAccount(0), devAccount(1)]
    await stack.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url })
    const page = await freshPage(stack)
    await connectAndSignIn(page, account0.address)

    // A chain write from the app: deploy a 2-of-2 Safe of accounts 0 and 1.
    await page.getByRole('link', { name: 'Create a Safe' }).click()
    await page.getByLabel('Owner 2 address').fill(account1.address)
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByRole('button', { name: 'Deploy Safe' }).click()
    // Once the deployment is mined and indexed, the guide after creation opens the new Safe's home.
    await page.getByRole('link', { name: 'Open your Safe' }).click({ timeout: 60_000 })
    await page.waitForURL('**/home')
    const node = createPublicClient({ transport: http(stack.chain.rpcUrl) })

    const profileButton = page.getByRole('button', { name: /0xf3…2266/ })
    await profileButton.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('0xf3…2266')
    // RainbowKit shortens the balance (one decimal, grouped): its whole-ether part is what the node reports after gas.
    const balance = await node.getBalance({ address: account0.address })
    const wholeEther = new Intl.NumberFormat('en-US').format(BigInt(formatEther(balance).split('.')[0] ?? '0'))
    await dialog.getByText(new RegExp(`^${wholeEther}(\\.\\d)? ETH$`)).waitFor()

    await dialog.getByRole('button', { name: 'Copy Address' }).click()
    await dialog.getByText('Copied!').waitFor()
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(account0.address)

    await dialog.getByText('Recent Transactions').waitFor()
    await dialog.getByText(/^Create Safe 0x/).waitFor()

    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('connection-status').filter({ hasText: 'Disconnected' }).waitFor()
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
    expect(await profileButton.count()).toBe(0)
  })
})

describe('the connect dialog: browser wallets through EIP-6963, and WalletConnect', () => {
  test('an announced browser wallet is listed by name, connects and signs in through its provider', async () => {
    const account = devAccount(2)
    const page = await freshPage(stack, '/config.json')
    await page.addInitScript(announceInjectedWallet, {
      rpcUrl: stack.chain.rpcUrl,
      account: account.address,
      name: 'Test Extension',
      rdns: 'org.concord.test-extension',
      uuid: '3f1f6a2e-7c1e-4b8e-9f3a-2d4b5c6e7f80',
      icon: INJECTED_ICON,
    })
    // Every personal_sign the page sends to the node comes from the extension: the dev wallet is not used.
    const signed: string[] = []
    page.on('request', (request) => {
      if (request.postData()?.includes('"personal_sign"')) signed.push(request.url())
    })
    await page.goto(stack.url)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const extension = page.getByRole('button', { name: 'Test Extension' })
    await extension.waitFor()
    await extension.click()
    await signMessage(page)
    await page.getByRole('button', { name: /0x3C…93BC/ }).waitFor()
    expect(await page.getByTestId('connection-status').textContent()).toBe('Connected')
    expect(signed).toHaveLength(1)
    expect(await (await page.request.get(`${stack.url}/v1/auth/me`)).json()).toMatchObject({
      address: account.address,
    })
  })

  test('WalletConnect loads when chosen and dials its relay with the configured project id', async () => {
    const page = await freshPage(stack, '/config.json')
    await overrideWebConfig(page, { walletConnectProjectId: 'concord-test-project' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const scripts: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.js')) scripts.push(readFileSync(join(stack.webRoot, path), 'utf8'))
    })
    const hasWalletConnect = () => scripts.some((code) => code.includes('relay.walletconnect'))
    await page.goto(stack.url)
    await page.getByTestId('connection-status').waitFor()
    // WalletConnect's code stays out of the first paint and arrives with the connect dialog.
    expect(scripts.length).toBeGreaterThan(0)
    expect(hasWalletConnect()).toBe(false)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).waitFor()
    expect(hasWalletConnect()).toBe(true)
    const relay = page.waitForEvent('websocket', (ws) => ws.url().startsWith('wss://relay.walletconnect.'))
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    expect((await relay).url()).toContain('projectId=concord-test-project')
    // The QR code encodes a pairing the relay must accept first: with no internet here the relay cannot be reached,
    // so the user keeps seeing the dialog's introduction with WalletConnect chosen, and nothing breaks.
    await dialog.getByText('What is a Wallet?').waitFor()
    expect(await dialog.getByText(/Scan with/).count()).toBe(0)
    expect(errors).toEqual([])
  })
})
