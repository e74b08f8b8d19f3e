import { DEV_MNEMONIC, demoTokens, devPriceFeedAbi, devPriceFeeds } from '@concord/devchain'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startSeededStack } from './stack'

// Issue 32: a price from a feed contract on anvil shown in Balances with its age, and a stale one marked (shown with
// its age and not counted), never as a live number.
let stack: Stack

/** Sets a dev feed's answer (8 decimals) as updated `ageSeconds` ago, from dev account 9, which owns the dev feeds. */
async function setFeed(rpcUrl: string, feed: `0x${string}`, answer: bigint, ageSeconds: number) {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 9 })
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const updatedAt = BigInt(Math.floor(Date.now() / 1000) - ageSeconds)
  const hash = await wallet.writeContract({
    address: feed,
    abi: devPriceFeedAbi,
    functionName: 'setAnswer',
    args: [answer, updatedAt],
    chain: null,
  })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
}

beforeAll(async () => {
  // The dev chain's feeds (at fixed addresses), each with a one-hour heartbeat, over the dev config's fixed prices.
  const heartbeatSeconds = 3_600
  const priceFeeds = {
    native: { USD: { address: devPriceFeeds['ETH / USD'], heartbeatSeconds } },
    tokens: { [demoTokens.usdc.address]: { USD: { address: devPriceFeeds['USDC / USD'], heartbeatSeconds } } },
  }
  stack = await startSeededStack({ priceFeeds })
  // A live ETH price two minutes old, and a USDC price two hours old: twice its feed's heartbeat.
  await setFeed(stack.chain.rpcUrl, devPriceFeeds['ETH / USD'], 2_345_67000000n, 120)
  await setFeed(stack.chain.rpcUrl, devPriceFeeds['USDC / USD'], 1_00000000n, 7_200)
}, 180_000)
afterAll(() => stack?.stop())

describe('prices in Balances', () => {
  test('a live feed price says its source and age; a stale one is shown with its age and not counted', async () => {
    const page = await freshPage(stack, `/dev:${stack.chain.demo.safe.address}/balances`)
    const ether = page.getByRole('row', { name: /Ether/ })
    await ether.getByText(/price feed · 2 min ago/).waitFor()
    expect(await ether.textContent()).toContain('$2,345.67')
    const usdc = page.getByRole('row', { name: new RegExp(stack.chain.tokens.usdc.symbol) })
    await usdc.getByText('Last price $1.00 is 2 h old: not counted').waitFor()
    expect(await usdc.textContent()).toContain('no price')
  })
})
