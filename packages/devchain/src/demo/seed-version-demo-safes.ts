import { encodeFunctionData, type LocalAccount, parseEther, parseUnits } from 'viem'
import { devAccount, devSigner } from '../chain/dev-accounts.js'
import type { DevClient } from '../chain/dev-client.js'
import { executeSafeTx, readSafeNonce } from '../safe/execute-safe-tx.js'
import { demoErc20Abi, demoTokens } from '../tokens/demo-tokens.js'
import { createDemoSafe } from './create-demo-safe.js'
import { type DemoSafeSpec, demoSafeSpec111, demoSafeSpec150 } from './demo-safe-specs.js'
import { type HistoryStep, runHistory } from './history-step.js'
import { sendErc20, sendEth } from './token-transfers.js'

/** What the 1.1.1 and 1.5.0 demo Safes receive and send while seeded (each 1-of-1, owned by dev account 4). */
export const versionDemoHistory = {
  '1.1.1': {
    receivedEth: parseEther('1'),
    /** nonce 0: ETH to dev account 6, executed by account 9. */
    sentEth: parseEther('0.25'),
    finalNonce: 1n,
  },
  '1.5.0': {
    receivedEth: parseEther('1'),
    receivedUsdc: parseUnits('200', 6),
    /** nonce 0: dUSDC to dev account 6, executed by account 9. */
    sentUsdc: parseUnits('50', 6),
    finalNonce: 1n,
  },
} as const

const funder = devSigner(0)
const recipient = devAccount(6).address

/** Receives ETH unless the Safe has ever received or sent anything. */
function receiveEth(client: DevClient, spec: DemoSafeSpec, value: bigint): HistoryStep {
  return {
    label: 'receive ETH',
    done: async () =>
      (await readSafeNonce(client, spec)) > 0n || (await client.getBalance({ address: spec.address })) > 0n,
    run: () => sendEth(client, funder, spec.address, value),
  }
}

/** Executes the Safe's first transaction, `tx`, confirmed by its only owner (account 4) and sent by account 9. */
function firstTransaction(
  client: DevClient,
  spec: DemoSafeSpec,
  tx: { to: `0x${string}`; value?: bigint; data?: `0x${string}` },
): HistoryStep {
  return {
    label: 'first transaction',
    done: async () => (await readSafeNonce(client, spec)) > 0n,
    run: async () => {
      const confirmers = [{ account: devSigner(4) }]
      const safe = { address: spec.address, version: spec.version }
      return (await executeSafeTx(client, { safe, tx, confirmers, executor: devSigner(9) })).transactions
    },
  }
}

/** Seeds the 1.1.1 demo Safe: 1 ETH in, 0.25 ETH out. Returns the transactions sent. */
export async function seedDemoSafe111(client: DevClient): Promise<number> {
  const h = versionDemoHistory['1.1.1']
  return runHistory([
    receiveEth(client, demoSafeSpec111, h.receivedEth),
    firstTransaction(client, demoSafeSpec111, { to: recipient, value: h.sentEth }),
  ])
}

/** Seeds the 1.5.0 demo Safe: 1 ETH and 200 dUSDC in, 50 dUSDC out. Returns the transactions sent. */
export async function seedDemoSafe150(client: DevClient): Promise<number> {
  const h = versionDemoHistory['1.5.0']
  const spec = demoSafeSpec150
  const usdc = demoTokens.usdc.address
  const transfer = encodeFunctionData({ abi: demoErc20Abi, functionName: 'transfer', args: [recipient, h.sentUsdc] })
  return runHistory([
    receiveEth(client, spec, h.receivedEth),
    {
      label: 'receive dUSDC',
      done: async () => (await readSafeNonce(client, spec)) > 0n,
      run: () => sendErc20(client, funder, usdc, spec.address, h.receivedUsdc),
    },
    firstTransaction(client, spec, { to: usdc, data: transfer }),
  ])
}

/** Creates the 1.1.1 and 1.5.0 demo Safes and seeds their histories, skipping what exists; returns transactions sent. */
export async function seedVersionDemoSafes(
  client: DevClient,
  deployer: LocalAccount,
  say: (line: string) => void,
): Promise<number> {
  let transactions = 0
  for (const spec of [demoSafeSpec111, demoSafeSpec150]) {
    if (await createDemoSafe(client, deployer, spec)) {
      transactions++
      say(`demo Safes: ${spec.threshold}-of-${spec.owners.length} Safe ${spec.version} created at ${spec.address}`)
    }
  }
  transactions += (await seedDemoSafe111(client)) + (await seedDemoSafe150(client))
  if (transactions > 0) say(`demo Safes: Safe 1.1.1 and 1.5.0 histories seeded (${transactions} transactions)`)
  return transactions
}
