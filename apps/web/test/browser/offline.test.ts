import { demoErc20Abi, demoSafeHistory } from '@concord/devchain'
import { safeAbi } from '@concord/protocol'
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatTokenAmount } from '../../src/ui/formatAmounts'
import { devAccount } from './flowsHelpers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'

// Issue 18 point 4: the wallet keeps working when the gateway is down.
let stack: Stack
beforeAll(async () => {
  stack = await startStack()
  await waitForSafeNonce(stack, stack.chain.demo.safe.address, Number(demoSafeHistory.finalNonce))
}, 180_000)
afterAll(() => stack?.stop())

const client = () => createPublicClient({ transport: http(stack.chain.rpcUrl) })
const BANNER =
  'The Concord gateway cannot be reached. Showing what the chain says; queue, history and names are unavailable.'

/** Cuts the browser off the gateway's API (the app's files, served by the same process, still load): no answer. */
async function stopGateway(page: Page) {
  await page.context().route(`${stack.url}/v1/**`, (route) => route.abort('connectionrefused'))
}

/** Waits until the app has saved its cache of `what` (a query key part) to localStorage, which a reload reads. */
async function cacheSaved(page: Page, what: string) {
  await page.waitForFunction((part) => localStorage.getItem('concord.queryCache')?.includes(part), `"${what}"`)
}

describe('the gateway is down (demo Safe)', () => {
  test('a banner says so; the Safe and its balances come from the chain', async () => {
    const safe = stack.chain.demo.safe.address
    const usdc = stack.chain.tokens.usdc.address
    const page = await freshPage(stack, `/dev:${safe}/balances`)
    await page
      .getByRole('cell', { name: /dUSDC$/ })
      .first()
      .waitFor()
    await cacheSaved(page, 'balances')

    await stopGateway(page)
    // The chain moves on while the gateway is down: more ETH and dUSDC in the Safe.
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccount(8).privateKey),
      transport: http(stack.chain.rpcUrl),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ chain: null, to: safe, value: parseEther('1.5') }),
    })
    const minted = await funder.writeContract({
      chain: null,
      address: usdc,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [safe, parseUnits('1000', 6)],
    })
    await client().waitForTransactionReceipt({ hash: minted })
    const eth = await client().getBalance({ address: safe })
    const held = await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [safe] })

    await page.reload()
    await page.getByText(BANNER).waitFor()
    await page.getByRole('cell', { name: `${formatTokenAmount(String(eth), 18)} ETH` }).waitFor()
    await page.getByRole('cell', { name: `${formatTokenAmount(String(held), 6)} dUSDC` }).waitFor()

    await page.goto(`${stack.url}/dev:${safe}/home`)
    await page.getByText(BANNER).waitFor()
    const read = <F extends 'nonce' | 'getThreshold' | 'getOwners'>(functionName: F) =>
      client().readContract({ address: safe, abi: safeAbi, functionName })
    const [nonce, threshold, owners] = await Promise.all([read('nonce'), read('getThreshold'), read('getOwners')])
    const overview = page.getByRole('region', { name: 'Safe overview' })
    await overview.getByText(`${threshold}/${owners.length}`).waitFor()
    expect(await overview.textContent()).toContain(`Nonce${nonce}`)
  })
})
