import { demoSafeHistory } from '@concord/devchain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccount, signOnReview } from './flowsHelpers'
import { pickToken } from './pickers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'
import { signMessage } from './wallet'
import { announceInjectedWallet, INJECTED_ICON } from './walletInjected'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
  await waitForSafeNonce(stack, stack.chain.demo.safe.address, Number(demoSafeHistory.finalNonce))
}, 180_000)
afterAll(() => stack?.stop())

describe('signing with the wallet on another network (issue 35.1)', () => {
  test('the review offers "Switch to <chain>" in place of Sign; after the switch, signing works', async () => {
    const safe = stack.chain.demo.safe.address
    const ownerA = devAccount(0)
    const chain = (await (await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}`)).json()) as {
      chainName: string
    }
    const page = await freshPage(stack, '/config.json')
    await page.addInitScript(announceInjectedWallet, {
      rpcUrl: stack.chain.rpcUrl,
      account: ownerA.address,
      name: 'Test Extension',
      rdns: 'org.concord.test-extension',
      uuid: '6a0c1f0e-3d55-4b7a-9d57-0f3e2b1c4a90',
      icon: INJECTED_ICON,
      chainId: Number(stack.chain.chainId),
    })
    await page.goto(`${stack.url}/dev:${safe}/home`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: 'Test Extension' }).click()
    await signMessage(page)

    // The owner switches the extension to Ethereum mainnet, then starts a transfer.
    await page.evaluate(() =>
      (window as unknown as { injectedWalletSwitchTo(id: number): void }).injectedWalletSwitchTo(1),
    )
    const sent: string[] = []
    page.on('request', (request) => {
      const body = request.postData() ?? ''
      if (body.includes('"eth_signTypedData_v4"')) sent.push(body)
    })
    await page.getByRole('link', { name: 'New transaction' }).click()
    await page.getByRole('link', { name: 'Send tokens' }).click()
    await pickToken(page, 1, stack.chain.tokens.usdc.address)
    await page.getByLabel('Recipient address 1', { exact: true }).fill(devAccount(6).address)
    await page.getByLabel('Amount 1', { exact: true }).fill('5')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.waitForURL('**/transactions/review')

    const region = page.getByRole('region', { name: 'Sign' })
    const switchButton = region.getByRole('button', { name: `Switch to ${chain.chainName}` })
    await switchButton.waitFor({ timeout: 30_000 })
    expect(await region.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)
    expect(await region.textContent()).not.toMatch(/viem@|chainId/)
    // Nothing was sent to be signed while the wallet was on the other chain.
    expect(sent).toEqual([])

    await switchButton.click()
    await signOnReview(page)
    expect(sent.length).toBeGreaterThan(0)
    expect(await page.getByText(/viem@/).count()).toBe(0)
  })
})
