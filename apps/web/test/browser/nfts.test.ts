import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startSeededStack } from './stack'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

describe('NFT cards in Chromium against the gateway and the dev chain', () => {
  test("each card shows the NFT's on-chain picture, opens a preview, and sends that NFT", async () => {
    const nft = stack.chain.tokens.nft
    const page = await freshPage(stack, `/dev:${stack.chain.demo.safe.address}/balances/nfts`)
    const preview = page.getByRole('button', { name: 'Preview Concord Demo NFT #1' })
    await preview.waitFor()
    // The gateway read tokenURI → metadata → image, a data: SVG the page may show under its CSP, and it drew it.
    const picture = preview.locator('img')
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await picture.elementHandle())

    await preview.click()
    const dialog = page.getByRole('dialog', { name: 'Concord Demo NFT #1' })
    await dialog.getByRole('img', { name: 'Concord Demo NFT #1' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('link', { name: 'Send Concord Demo NFT #1' }).click()
    await page.waitForURL(/\/transactions\/new\/nft\?nft=/)
    expect(await page.getByRole('combobox', { name: /^NFT/ }).inputValue()).toBe(`${nft.address}#1`)
  })
})
