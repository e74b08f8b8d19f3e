import { demoSafe130History } from '@concord/devchain'
import { canonicalAddresses, encodeMultiSendCall, safeAbi } from '@concord/protocol'
import { createPublicClient, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { erc20Transfer, proposeCall } from './cosignHelpers'
import { devAccount } from './flowsHelpers'
import { freshPage, type Stack, startStack, waitForSafeNonce } from './stack'

// Issue 15 point 1: a token the Safe does not hold still shows in its units with its symbol, and the Safe's own
// contracts are named. The legacy demo Safe (1.3.0, 1-of-1, owner account 3) holds dDAI but no dUSDC.
let stack: Stack
beforeAll(async () => {
  stack = await startStack()
  await waitForSafeNonce(stack, stack.chain.demo.safe130.address, Number(demoSafe130History.finalNonce))
}, 180_000)
afterAll(() => stack?.stop())

describe('what a call targets, in words', () => {
  test('a transfer of a token the Safe does not hold shows in token units with its symbol; MultiSend is named', async () => {
    const demo = stack.chain.demo.safe130
    const { usdc, dai } = stack.chain.tokens
    const [five, six] = [devAccount(5).address, devAccount(6).address]
    const client = createPublicClient({ transport: http(stack.chain.rpcUrl) })
    const nonce = Number(await client.readContract({ address: demo.address, abi: safeAbi, functionName: 'nonce' }))
    const { MultiSendCallOnly } = canonicalAddresses['1.3.0']
    const id = await proposeCall(
      stack,
      3,
      {
        to: MultiSendCallOnly,
        operation: 1,
        data: encodeMultiSendCall([
          { operation: 0, to: usdc.address, value: 0n, data: erc20Transfer(five, parseUnits('2.5', 6)) },
          { operation: 0, to: dai.address, value: 0n, data: erc20Transfer(six, parseUnits('1', 18)) },
        ]),
      },
      nonce,
      demo,
    )

    const page = await freshPage(stack, `/dev:${demo.address}/transactions/tx?id=${encodeURIComponent(id)}`)
    const calls = page.getByRole('region', { name: 'Calls' })
    await calls.getByText(`Send 2.5 dUSDC to ${five}`).waitFor()
    await calls.getByText(`Send 1 dDAI to ${six}`).waitFor()
    await calls.getByText('MultiSendCallOnly 1.3.0').waitFor()
    await page.getByRole('region', { name: 'Balance changes' }).getByText('−2.5 dUSDC').waitFor()
    expect(await page.getByText(/units of token/).count()).toBe(0)
  })
})
