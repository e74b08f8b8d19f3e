import { demoSafeHistory, devAccounts } from '@concord/devchain'
import { createGatewayClient } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx } from '@concord/protocol'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
}, 180_000)
afterAll(() => stack?.stop())

describe('what other owners do reaches an open page, in Chromium', () => {
  test('a transaction proposed by another owner through the gateway appears in the open queue without reload', async () => {
    const demo = stack.chain.demo.safe
    const nonce = Number(demoSafeHistory.finalNonce)
    await waitForSafeNonce(stack, demo.address, nonce)
    const page = await freshPage(stack, `/dev:${demo.address}/transactions/queue`)
    await page.getByText('No transactions are waiting.').waitFor()

    // Owner 1 proposes sending 0.5 ETH to account 5, signing the safeTxHash with its key (Node side, no browser).
    const owner = devAccounts[1]
    const recipient = devAccounts[5]
    if (!owner || !recipient) throw new Error('anvil has at least 6 dev accounts')
    const tx = buildSafeTransactionData({ to: recipient.address, value: parseEther('0.5'), nonce })
    const domain = { chainId: stack.chain.chainId, safeAddress: demo.address, version: demo.version }
    const safeTxHash = hashSafeTx({ ...domain, tx })
    const signature = await privateKeyToAccount(owner.privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
    const zero = '0x0000000000000000000000000000000000000000'
    await createGatewayClient({ baseUrl: stack.url }).proposeTransaction(String(stack.chain.chainId), demo.address, {
      to: recipient.address,
      value: parseEther('0.5').toString(),
      data: '0x',
      nonce: String(nonce),
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: zero,
      refundReceiver: zero,
      safeTxHash,
      sender: owner.address,
      signature,
    })

    // The queue's poll (15 s) brings it in: the page is never reloaded.
    const row = page.getByRole('listitem').filter({ hasText: /0\.5 ETH/ })
    await row.waitFor({ timeout: 25_000 })
    const text = (await row.textContent()) ?? ''
    expect(text).toContain(String(nonce))
    expect(text).toContain('1/2')
    expect(text).toContain('Needs 1 more confirmation')
    expect(await page.getByRole('heading', { name: 'Next', exact: true }).count()).toBe(1)

    await row.getByRole('link').click()
    const hashes = page.getByRole('region', { name: 'Hashes' })
    await hashes.waitFor()
    expect(await hashes.getByRole('status').textContent()).toContain("matches the gateway's")
    expect(await hashes.textContent()).toContain(safeTxHash)
    expect(await page.getByTestId('hash-mismatch').count()).toBe(0)
  })
})
