import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount } from './liveOwners'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn } from './wallet'

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

    // A chain write from the app: deploy a 1-of-2 Safe of accounts 0 and 1.
    await page.getByRole('link', { name: 'Create a Safe' }).click()
    await page.getByLabel('Owner 2 address').fill(account1.address)
    await page.getByRole('button', { name: 'Deploy Safe' }).click()
    // The new Safe's home opens once the deployment is mined and indexed.
    await page.waitForURL('**/home', { timeout: 60_000 })
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
