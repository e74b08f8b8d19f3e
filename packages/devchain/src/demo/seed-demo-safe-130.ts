import { parseEther, parseUnits } from 'viem'
import { devAccount, devSigner } from '../chain/dev-accounts.js'
import type { DevClient } from '../chain/dev-client.js'
import { executeSafeTx, readSafeNonce } from '../safe/execute-safe-tx.js'
import { demoErc20Abi, demoTokens } from '../tokens/demo-tokens.js'
import { demoSafeSpec130 } from './demo-safe-specs.js'
import { runHistory } from './history-step.js'
import { sendErc20, sendEth } from './token-transfers.js'

/** What the 1.3.0 demo Safe receives and sends while seeded. */
export const demoSafe130History = {
  receivedEth: parseEther('2'),
  receivedDai: parseUnits('500', 18),
  /** nonce 0: ETH to dev account 5, confirmed by its only owner (account 3), executed by account 9. */
  sentEth: parseEther('0.5'),
  finalNonce: 1n,
} as const

/** Funds the 1.3.0 demo Safe (ETH and dDAI from dev account 0) and executes one ETH transfer; returns transactions sent. */
export async function seedDemoSafe130(client: DevClient): Promise<number> {
  const safe = { address: demoSafeSpec130.address, version: demoSafeSpec130.version }
  const funder = devSigner(0)
  const h = demoSafe130History
  const nonce = () => readSafeNonce(client, safe)
  return runHistory([
    {
      label: 'receive ETH',
      done: async () => (await nonce()) > 0n || (await client.getBalance({ address: safe.address })) > 0n,
      run: () => sendEth(client, funder, safe.address, h.receivedEth),
    },
    {
      label: 'receive dDAI',
      done: async () =>
        (await client.readContract({
          address: demoTokens.dai.address,
          abi: demoErc20Abi,
          functionName: 'balanceOf',
          args: [safe.address],
        })) > 0n,
      run: () => sendErc20(client, funder, demoTokens.dai.address, safe.address, h.receivedDai),
    },
    {
      label: 'send ETH',
      done: async () => (await nonce()) > 0n,
      run: async () => {
        const tx = { to: devAccount(5).address, value: h.sentEth }
        const confirmers = [{ account: devSigner(3) }]
        return (await executeSafeTx(client, { safe, tx, confirmers, executor: devSigner(9) })).transactions
      },
    },
  ])
}
