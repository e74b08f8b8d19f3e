import { createGatewayClient } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx } from '@concord/protocol'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccount } from './flowsHelpers'
import { editInlineBoot } from './inlineBoot'
import type { Stack } from './stack'

const ZERO = '0x0000000000000000000000000000000000000000'

/** What another owner does from Node, outside the browser: propose and confirm demo-Safe transactions at the gateway. */
export function otherOwners(stack: Stack) {
  const demo = stack.chain.demo.safe
  const chainId = String(stack.chain.chainId)
  const gateway = createGatewayClient({ baseUrl: stack.url })
  const domain = { chainId: stack.chain.chainId, safeAddress: demo.address, version: demo.version }
  const sign = (ownerIndex: number, tx: ReturnType<typeof buildSafeTransactionData>) =>
    privateKeyToAccount(devAccount(ownerIndex).privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
  return {
    /** Owner `ownerIndex` proposes sending `ether` to dev account 5 at `nonce`, with its signature; the safeTxHash. */
    async propose(ownerIndex: number, nonce: number, ether: string) {
      const to = devAccount(5).address
      const tx = buildSafeTransactionData({ to, value: parseEther(ether), nonce })
      const safeTxHash = hashSafeTx({ ...domain, tx })
      await gateway.proposeTransaction(chainId, demo.address, {
        to,
        value: parseEther(ether).toString(),
        data: '0x',
        nonce: String(nonce),
        operation: 0,
        safeTxGas: '0',
        baseGas: '0',
        gasPrice: '0',
        gasToken: ZERO,
        refundReceiver: ZERO,
        safeTxHash,
        sender: devAccount(ownerIndex).address,
        signature: await sign(ownerIndex, tx),
      })
      return {
        safeTxHash,
        /** Owner `otherIndex` confirms this transaction. */
        confirm: async (otherIndex: number) =>
          gateway.confirmTransaction(chainId, safeTxHash, { signature: await sign(otherIndex, tx) }),
      }
    },
  }
}

/**
 * Serves the app its run-time config with `overrides` on top of the gateway's (e.g. a poll interval for the test):
 * in the page's inlined boot data and in `/config.json`.
 */
export async function overrideWebConfig(page: Page, overrides: Record<string, unknown>) {
  await editInlineBoot(page, { config: overrides })
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const json = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...json, ...overrides } })
  })
}
