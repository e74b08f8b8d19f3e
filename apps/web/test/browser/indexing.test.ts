import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startStack } from './stack'

// Tracked mode behind a slow provider with small ranges: the demo Safe's backfill, which starts when the app first
// asks about the Safe, takes many batches, so the page sees it run.
let stack: Stack
let safe: Address
beforeAll(async () => {
  stack = await startStack({
    indexer: { mode: 'tracked' },
    limitingRpc: { requestsPerSecond: 40, seed: 6 },
    rpcLimits: { maxBlockRange: 4, requestsPerSecond: 8, retryDelayMs: 20 },
  })
  safe = stack.chain.demo.safe.address
}, 240_000)
afterAll(() => stack?.stop())

describe('history of a Safe the gateway is still indexing (tracked mode)', () => {
  test('shows "Indexing history: N%" with a progress bar instead of an empty history, then the history', async () => {
    const page = await freshPage(stack, `/dev:${safe}/transactions/history`)
    const status = page.getByRole('status').filter({ hasText: 'Indexing history:' })
    await status.waitFor({ timeout: 60_000 })
    expect(await status.textContent()).toMatch(/Indexing history: \d{1,2}%/)
    const bar = page.getByRole('progressbar', { name: 'Indexing history' })
    expect(Number(await bar.getAttribute('value'))).toBeLessThan(100)
    expect(await page.getByText('This Safe has no transactions yet.').count()).toBe(0)

    const rows = page.getByRole('list', { name: 'History' }).locator('li.history-row')
    await rows.first().waitFor({ timeout: 180_000 })
    expect(await status.count()).toBe(0)
    const indexing = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe}/indexing`)
    expect(await indexing.json()).toMatchObject({ complete: true, progress: 1 })
    expect(await rows.count()).toBeGreaterThan(2)
  }, 300_000)
})
