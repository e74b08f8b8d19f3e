import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { type Address, createTestClient, http, parseEther, publicActions, walletActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

// A window of 4 blocks: the reorg below replaces 40, so its fork lies far below every hash the window keeps.
const REORG_DEPTH = 4
const CHECKPOINT_INTERVAL = 8

const stack = useDevGatewaySafe({ indexer: { reorgDepth: REORG_DEPTH, checkpointInterval: CHECKPOINT_INTERVAL } })
const { account } = stack
const get = async (path: string) => (await request(stack.dev.gateway.url, path)).body as Json
const historyIds = async () =>
  ((await get(`/v1/chains/31337/safes/${stack.safe.address}/transactions/history`)).results as Json[])
    .filter((r) => r.type === 'TRANSACTION')
    .map((r) => r.transaction.id as string)

/** Proposes a payment signed by two owners (the demo Safe's threshold) and returns its details. */
async function proposeConfirmed(to: Address, nonce: number): Promise<{ hash: string; details: Json }> {
  const tx = { to, value: parseEther('0.1'), nonce }
  const base = '/v1/chains/31337/transactions'
  const proposed = await request(
    stack.dev.gateway.url,
    `${base}/${stack.safe.address}/propose`,
    postJson(await proposalBody(stack.safe, tx, account(0))),
  )
  expect(proposed.status).toBe(200)
  const hash = safeTxHashOf(stack.safe, tx)
  const signature = await signHash(account(1).privateKey, hash)
  const confirmed = await request(stack.dev.gateway.url, `${base}/${hash}/confirmations`, postJson({ signature }))
  expect(confirmed.body.txStatus).toBe('AWAITING_EXECUTION')
  return { hash, details: confirmed.body }
}

describe('a reorg deeper than reorgDepth', () => {
  it('rolls an execution that left the chain back to the queue, and indexes the new branch', async () => {
    const client = createTestClient({ mode: 'anvil', transport: http(stack.dev.chain.rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
    const nonce = stack.dev.chain.demo.safe.nonce
    const { hash, details } = await proposeConfirmed(account(6).address, nonce)
    const snapshot = await client.snapshot()
    expect(await executeFromDetails(stack.dev.chain.rpcUrl, account(9).privateKey, details)).toBe('success')
    // The execution sinks far below the window of stored hashes before the chain drops it.
    await client.mine({ blocks: 5 * CHECKPOINT_INTERVAL })
    await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)
    const executedId = `multisig_${stack.safe.address}_${hash}`
    expect(await historyIds()).toContain(executedId)
    expect((await get(`/v1/chains/31337/safes/${stack.safe.address}`)).nonce).toBe(nonce + 1)

    // The new branch forks before the execution, is longer than the old one and carries a transfer of its own.
    await client.revert({ id: snapshot })
    await client.mine({ blocks: 6 * CHECKPOINT_INTERVAL })
    const sender = privateKeyToAccount(account(7).privateKey)
    const transfer = await client.sendTransaction({ account: sender, chain: null, to: stack.safe.address, value: 7n })
    await client.waitForTransactionReceipt({ hash: transfer })
    const transferId = (id: string) => id.startsWith('transfer_') && id.includes(transfer.slice(2))
    await eventually(historyIds, (ids) => ids.some(transferId), 'the new branch to be indexed', { timeoutMs: 30_000 })
    await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)

    expect(await historyIds()).not.toContain(executedId)
    expect((await get(`/v1/chains/31337/safes/${stack.safe.address}`)).nonce).toBe(nonce)
    const back = await get(`/v1/chains/31337/transactions/${hash}`)
    expect(back.txStatus).toBe('AWAITING_EXECUTION')
    expect(back.txHash).toBeNull()
  })
})
