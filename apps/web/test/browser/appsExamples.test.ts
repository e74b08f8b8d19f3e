import { readFileSync } from 'node:fs'
import { demoTokens } from '@concord/devchain'
import type { Frame, Page } from 'playwright-core'
import { type Address, erc20Abi, erc721Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exampleCatalogue, openFromCatalogue } from './appsHelpers'
import { confirmOnDetails, executeOnDetails } from './flowsHelpers'
import { switchAccount, waitForTxStatus } from './lifecycleHelpers'
import { devAddress, settingsClient } from './settingsHelpers'
import { freshPage, type Stack, startStack } from './stack'
import { connectAndSignIn } from './wallet'

// The example apps `npm start` serves, from their own origin, in the real Apps page against the dev chain's demo Safe
// (2 of 4: accounts 3, 0, 1, 2).
let stack: Stack
let examples: Awaited<ReturnType<typeof exampleCatalogue>>

beforeAll(async () => {
  examples = await exampleCatalogue()
  stack = await startStack({ safeApps: examples.safeApps })
}, 240_000)
afterAll(async () => {
  await stack?.stop()
  await examples?.close()
})

/** A batch file in the shape Safe's Transaction Builder exports: 0.01 ETH to account 7, 2.5 dUSDC to account 8. */
const BATCH_FIXTURE = new URL('../../../example-apps/test/fixtures/safe-tx-builder-batch.json', import.meta.url)

const demo = () => stack.chain.demo.safe
const safeKey = () => `dev:${demo().address}`
const client = () => settingsClient(stack.chain)
const usdcOf = (owner: Address) =>
  client().readContract({ address: demoTokens.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

type InnerCall = { to: string; value: string; data: string | null }
type Details = {
  txId: string
  txStatus: string
  txData: { dataDecoded: { parameters: { valueDecoded?: InnerCall[] | null }[] } | null } | null
}

async function details(safeTxHash: string): Promise<Details> {
  const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/transactions/${safeTxHash}`)
  if (!response.ok) throw new Error(`transaction ${safeTxHash}: HTTP ${response.status}`)
  return (await response.json()) as Details
}

/** Signs the app's batch in the wallet's review ("<app>: n transactions in one batch") and returns the app's hash. */
async function signAppBatch(page: Page, app: Frame, appName: string, count: number): Promise<string> {
  const review = page.getByRole('region', { name: 'App requests' }).getByRole('region', { name: 'Transaction request' })
  await review.getByRole('heading', { name: `${appName}: ${count} transactions in one batch` }).waitFor()
  const sign = review.getByRole('region', { name: 'Sign' }).getByRole('button', { name: 'Sign', exact: true })
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section[aria-label="Sign"] button')].some(
        (b) => b.textContent === 'Sign' && !(b as HTMLButtonElement).disabled,
      ),
    undefined,
    { timeout: 30_000 },
  )
  await sign.click()
  const hash = app.getByTestId('safe-tx-hash')
  await hash.waitFor({ timeout: 30_000 })
  return (await hash.textContent()) ?? ''
}

describe('the example apps in the Apps page', () => {
  test('Transaction Builder: a Safe-format batch file is imported, reviewed, queued, confirmed by a second owner and executed; its export checks out', async () => {
    const page = await freshPage(stack, `/${safeKey()}/apps`)
    await connectAndSignIn(page, devAddress(0))
    const app = await openFromCatalogue(page, 'Transaction Builder', examples.origin)
    await app.getByTestId('safe-address').waitFor()

    await app.locator('#import-file').setInputFiles(BATCH_FIXTURE.pathname)
    expect(await app.getByTestId('imported').textContent()).toBe('Imported "Pay the contributors": 2 calls.')
    expect(await app.getByTestId('checksum-changed').count()).toBe(0)
    expect(await app.getByTestId('call').count()).toBe(2)

    // Exported again, the file carries the same transactions and a checksum Safe's builder accepts.
    const [download] = await Promise.all([page.waitForEvent('download'), app.getByTestId('export-batch').click()])
    const exported = JSON.parse(readFileSync(String(await download.path()), 'utf8')) as Record<string, unknown>
    const fixture = JSON.parse(readFileSync(BATCH_FIXTURE, 'utf8')) as Record<string, unknown>
    expect(exported.transactions).toEqual(fixture.transactions)
    expect(exported).toMatchObject({ version: '1.0', chainId: String(stack.chain.chainId) })
    expect(exported.meta).toMatchObject({ name: 'Pay the contributors', createdFromSafeAddress: demo().address })

    const [ethTo, usdcTo] = [devAddress(7), devAddress(8)]
    const before = { eth: await client().getBalance({ address: ethTo }), usdc: await usdcOf(usdcTo) }
    await app.getByTestId('submit-batch').click()
    const safeTxHash = await signAppBatch(page, app, 'Transaction Builder', 2)
    const queued = await details(safeTxHash)
    expect(queued.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(queued.txData?.dataDecoded?.parameters[0]?.valueDecoded?.map((c) => [c.to, c.value])).toEqual([
      [ethTo, '10000000000000000'],
      [demoTokens.usdc.address, '0'],
    ])

    // Owner 1 confirms from the transaction's page and executes it.
    await page.goto(`${stack.url}/${safeKey()}/transactions/tx?id=${encodeURIComponent(queued.txId)}`)
    await switchAccount(page, devAddress(1))
    await confirmOnDetails(page)
    await executeOnDetails(page)
    await waitForTxStatus(stack, queued.txId, 'SUCCESS')
    expect((await client().getBalance({ address: ethTo })) - before.eth).toBe(parseEther('0.01'))
    expect((await usdcOf(usdcTo)) - before.usdc).toBe(2_500_000n)
  })

  test('CSV Airdrop: bad lines are named; a good CSV reaches the queue as one batch of the right transfers', async () => {
    const page = await freshPage(stack, `/${safeKey()}/apps`)
    await connectAndSignIn(page, devAddress(0))
    const app = await openFromCatalogue(page, 'CSV Airdrop', examples.origin)
    await app.getByTestId('safe-address').waitFor()
    const { usdc, nft } = demoTokens
    const [a, b, c] = [devAddress(6), devAddress(7), devAddress(8)]
    const header = 'token_type,token_address,receiver,amount,id'

    await app
      .locator('#csv')
      .fill(`${header}\nnative,,${a},0.02,\nerc20,${usdc.address},0x12,1,\nerc20,${usdc.address},${b},0.0000001,`)
    await app.getByTestId('check-csv').click()
    await app.getByTestId('csv-errors').waitFor()
    expect(await app.getByTestId('csv-errors').getByRole('listitem').allTextContents()).toEqual([
      'Line 3: the receiver "0x12" is not an address.',
    ])
    await app.locator('#csv').fill(`${header}\nerc20,${usdc.address},${b},0.0000001,`)
    await app.getByTestId('check-csv').click()
    await app.getByText('Line 2: dUSDC has 6 decimals; 0.0000001 has more.').waitFor()
    expect(await app.getByTestId('submit-airdrop').isDisabled()).toBe(true)

    // The demo Safe holds NFT #1 (it sent #2 away when seeded).
    const owner = await client().readContract({
      address: nft.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [1n],
    })
    expect(owner).toBe(demo().address)
    await app
      .locator('#csv')
      .fill(`${header}\nnative,,${a},0.02,\nerc20,${usdc.address},${b},1.5,\nnft,${nft.address},${c},,1\n`)
    await app.getByTestId('check-csv').click()
    await app.getByTestId('transfers').waitFor()
    expect(await app.getByTestId('transfer').allTextContents()).toEqual([
      `0.02 ETH → ${a}`,
      `1.5 dUSDC → ${b}`,
      `NFT #1 of ${nft.address} → ${c}`,
    ])
    await app.getByRole('button', { name: 'Submit 3 transfers as one batch' }).click()
    const safeTxHash = await signAppBatch(page, app, 'CSV Airdrop', 3)

    const queued = await details(safeTxHash)
    expect(queued.txStatus).toBe('AWAITING_CONFIRMATIONS')
    const calls = queued.txData?.dataDecoded?.parameters[0]?.valueDecoded ?? []
    expect(calls.map((call) => [call.to, call.value])).toEqual([
      [a, '20000000000000000'],
      [usdc.address, '0'],
      [nft.address, '0'],
    ])
    expect(calls[1]?.data?.toLowerCase()).toContain(b.slice(2).toLowerCase())
    expect(calls[1]?.data?.endsWith((1_500_000).toString(16).padStart(64, '0'))).toBe(true)
    expect(calls[2]?.data?.slice(0, 10)).toBe('0x42842e0e')
    const queue = (await (
      await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${demo().address}/transactions/queued`)
    ).json()) as { results: { transaction?: { id: string } }[] }
    expect(queue.results.some((item) => item.transaction?.id === queued.txId)).toBe(true)
  })

  test("wagmi Safe Reader: connects through wagmi's safe connector and reads the Safe the chain holds", async () => {
    const page = await freshPage(stack, `/${safeKey()}/apps`)
    const app = await openFromCatalogue(page, 'wagmi Safe Reader', examples.origin)
    await app.getByTestId('wagmi-status').waitFor()
    // reconnect() on load connects when the wallet answered getSafeInfo within the connector's 10 ms; a loaded
    // machine can miss that on a cold frame, and the app then offers Connect (each press another 10 ms try).
    for (let tries = 0; (await app.getByTestId('safe-reading').count()) === 0 && tries < 20; tries++) {
      const connect = app.getByTestId('connect')
      if ((await connect.count()) > 0) await connect.click()
      await app
        .getByTestId('safe-reading')
        .or(app.getByText(/^Not connected/))
        .waitFor()
    }
    expect(await app.getByTestId('wagmi-status').textContent()).toMatch(/^Connected through wagmi's safe connector/)
    expect(await app.getByTestId('safe-address').textContent()).toBe(demo().address)
    expect(await app.getByTestId('chain-id').textContent()).toBe(String(stack.chain.chainId))
    const onChain = {
      threshold: await client().readContract({
        address: demo().address,
        abi: safeReadAbi,
        functionName: 'getThreshold',
      }),
      owners: await client().readContract({ address: demo().address, abi: safeReadAbi, functionName: 'getOwners' }),
      nonce: await client().readContract({ address: demo().address, abi: safeReadAbi, functionName: 'nonce' }),
    }
    expect(await app.getByTestId('threshold').textContent()).toBe(`${onChain.threshold} of ${onChain.owners.length}`)
    expect(await app.getByTestId('owners').textContent()).toBe(onChain.owners.join(', '))
    expect(await app.getByTestId('nonce').textContent()).toBe(String(onChain.nonce))
  })
})

const safeReadAbi = [
  { type: 'function', name: 'getThreshold', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'getOwners', stateMutability: 'view', inputs: [], outputs: [{ type: 'address[]' }] },
  { type: 'function', name: 'nonce', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
] as const
