import { type DevChain, devAccounts, startDevChain } from '@concord/devchain'
import type { TransactionDetails, TransactionListItem } from '@concord/gateway-client'
import { createWalletClient, erc20Abi, getAddress, type Hex, http, parseEther, parseUnits, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTransferCalls } from '../src/features/new-tx/send/buildTransferCalls'
import { buildBulkExecuteCall, toExecutableSafeTx } from '../src/features/transactions/bulk/buildBulkExecuteCall'
import { findBulkExecutable } from '../src/features/transactions/bulk/findBulkExecutable'
import {
  type BatchItem,
  loadBatch,
  loadPreviousBatch,
  restorePreviousBatch,
  saveBatch,
  takeBatchForReview,
} from '../src/tx-draft/batchStore'
import { buildBatchDraft } from '../src/tx-draft/buildBatchDraft'
import { moveBatchItem, removeBatchItem } from '../src/tx-draft/editBatch'
import { publicClientOf, safeNonce, signSafeTx } from './newTxHelpers'

/** A Storage over a Map (node has no localStorage). */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  }
}

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const item = (id: string): BatchItem => ({
  id,
  title: `Action ${id}`,
  calls: [{ to: alice, value: id, data: '0x', operation: 0 }],
})

describe('the batch store', () => {
  test('persists per Safe, drops what does not check out, reorders and removes', () => {
    const storage = memoryStorage()
    saveBatch('dev:0xAbc', [item('1'), item('2'), item('3')], storage)
    expect(loadBatch('dev:0xabc', storage).map((i) => i.id)).toEqual(['1', '2', '3'])
    expect(loadBatch('dev:0xother', storage)).toEqual([])
    const moved = moveBatchItem(loadBatch('dev:0xabc', storage), 2, -1)
    expect(moved.map((i) => i.id)).toEqual(['1', '3', '2'])
    expect(moveBatchItem(moved, 0, -1).map((i) => i.id)).toEqual(['1', '3', '2'])
    expect(removeBatchItem(moved, '3').map((i) => i.id)).toEqual(['1', '2'])
    // A tampered entry (a DELEGATE call smuggled in) makes the whole stored batch unreadable, not half-trusted.
    storage.setItem(
      'concord.batch.dev:0xabc',
      JSON.stringify([{ ...item('1'), calls: [{ ...item('1').calls[0], operation: 1 }] }]),
    )
    expect(loadBatch('dev:0xabc', storage)).toEqual([])
    storage.setItem('concord.batch.dev:0xabc', '{not json')
    expect(loadBatch('dev:0xabc', storage)).toEqual([])
  })

  test('review empties the batch but keeps a copy that can be restored', () => {
    const storage = memoryStorage()
    saveBatch('dev:0xabc', [item('1'), item('2')], storage)
    const taken = takeBatchForReview('dev:0xabc', storage)
    const draft = buildBatchDraft(taken)
    expect(draft).toEqual({
      title: 'Batch of 2 actions: Action 1; Action 2',
      origin: 'batch',
      calls: [...item('1').calls, ...item('2').calls],
    })
    expect(loadBatch('dev:0xabc', storage)).toEqual([])
    expect(loadPreviousBatch('dev:0xabc', storage).map((i) => i.id)).toEqual(['1', '2'])
    saveBatch('dev:0xabc', [item('3')], storage)
    restorePreviousBatch('dev:0xabc', storage)
    expect(loadBatch('dev:0xabc', storage).map((i) => i.id)).toEqual(['1', '2', '3'])
    expect(loadPreviousBatch('dev:0xabc', storage)).toEqual([])
    expect(buildBatchDraft([])).toBeNull()
  })
})

describe('which queued transactions bulk execution takes', () => {
  const tx = (id: string, nonce: number, submitted: number): TransactionListItem => ({
    type: 'TRANSACTION',
    conflictType: 'None',
    transaction: {
      id,
      txHash: null,
      timestamp: 0,
      txStatus: submitted >= 2 ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS',
      txInfo: { type: 'Custom' } as never,
      executionInfo: {
        type: 'MULTISIG',
        nonce,
        confirmationsRequired: 2,
        confirmationsSubmitted: submitted,
        missingSigners: null,
      },
      safeAppInfo: null,
      note: null,
    },
  })
  test('consecutive fully signed ones from the Safe nonce, stopping at a gap, a missing signature or rival signed ones', () => {
    const label: TransactionListItem = { type: 'LABEL', label: 'Next' }
    expect(
      findBulkExecutable([label, tx('a', 4, 2), tx('b', 5, 2), tx('c', 6, 1), tx('d', 7, 2)], 4).map((t) => t.id),
    ).toEqual(['a', 'b'])
    expect(findBulkExecutable([tx('a', 5, 2), tx('b', 6, 2)], 4)).toEqual([])
    expect(findBulkExecutable([tx('a', 4, 2), tx('r', 5, 1), tx('b', 5, 2)], 4).map((t) => t.id)).toEqual(['a', 'b'])
    expect(findBulkExecutable([tx('a', 4, 2), tx('b', 5, 2), tx('b2', 5, 2)], 4).map((t) => t.id)).toEqual(['a'])
  })
})

describe('bulk execution on a real anvil', () => {
  let chain: DevChain
  beforeAll(async () => {
    chain = await startDevChain()
  }, 120_000)
  afterAll(() => chain?.stop())

  const key = (i: number): Hex => devAccounts[i]?.privateKey ?? '0x'
  const address = (i: number) => getAddress(devAccounts[i]?.address ?? '')

  test('two transactions signed by two owners each run in one MultiSendCallOnly call from a non-owner: nonce +2', async () => {
    const safe = { address: chain.demo.safe.address, version: chain.demo.safe.version }
    const client = publicClientOf(chain)
    const usdc = chain.tokens.usdc
    const usdcOf = (who: `0x${string}`) =>
      client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    const token = { address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals, balance: 0n, native: false }
    const native = { address: zeroAddress, symbol: 'ETH', decimals: 18, balance: 0n, native: true }
    const [send] = buildTransferCalls([{ token, to: address(6), amount: parseUnits('42', 6) }])
    const [pay] = buildTransferCalls([{ token: native, to: address(7), amount: parseEther('0.75') }])
    if (!send || !pay) throw new Error('one call per transfer')
    const nonce = await safeNonce(chain, safe)
    const signed = [
      await signSafeTx(chain, safe, send, nonce, [key(0), key(1)]),
      await signSafeTx(chain, safe, pay, nonce + 1n, [key(2), key(3)]),
    ]
    // What the gateway's details say of each (the parts the builder reads).
    const details = signed.map(
      ({ tx, signatures }) =>
        ({
          txId: `multisig_${safe.address}_${tx.nonce}`,
          txData: { to: { value: tx.to }, value: tx.value.toString(), hexData: tx.data, operation: tx.operation },
          detailedExecutionInfo: {
            type: 'MULTISIG',
            nonce: Number(tx.nonce),
            safeTxGas: '0',
            baseGas: '0',
            gasPrice: '0',
            gasToken: zeroAddress,
            refundReceiver: { value: zeroAddress },
            confirmationsRequired: 2,
            // The gateway lists confirmations by submission time, not by owner: the builder sorts them.
            confirmations: [...signatures]
              .reverse()
              .map((s) => ({ signer: { value: s.owner }, signature: s.signature, submittedAt: 0 })),
          },
        }) as unknown as TransactionDetails,
    )
    const txs = details.map((d) => {
      const checked = toExecutableSafeTx(d)
      if (!checked.ok) throw new Error(checked.error)
      return checked.value
    })
    // Given in reverse order: the builder runs them by nonce.
    const built = buildBulkExecuteCall(safe.address, safe.version, [...txs].reverse())
    if (!built.ok) throw new Error(built.error)
    expect(built.value.nonces).toEqual([Number(nonce), Number(nonce) + 1])

    const before = { usdc: await usdcOf(address(6)), eth: await client.getBalance({ address: address(7) }) }
    const executor = createWalletClient({ account: privateKeyToAccount(key(8)), transport: http(chain.rpcUrl) })
    const hash = await executor.sendTransaction({ chain: null, to: built.value.to, data: built.value.data })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

    expect(await safeNonce(chain, safe)).toBe(nonce + 2n)
    expect((await usdcOf(address(6))) - before.usdc).toBe(parseUnits('42', 6))
    expect((await client.getBalance({ address: address(7) })) - before.eth).toBe(parseEther('0.75'))
  })

  test('refuses fewer than two transactions, gaps and missing signatures, in words', () => {
    const safe = chain.demo.safe.address
    expect(buildBulkExecuteCall(safe, '1.4.1', [])).toEqual({
      ok: false,
      error: 'Bulk execution needs at least two transactions.',
    })
    const base = {
      to: safe,
      value: 0n,
      data: '0x' as const,
      operation: 0 as const,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      signatures: [],
    }
    expect(
      buildBulkExecuteCall(safe, '1.4.1', [
        { ...base, nonce: 1 },
        { ...base, nonce: 3 },
      ]),
    ).toEqual({
      ok: false,
      error: 'The transactions must have consecutive nonces.',
    })
    const unsigned = {
      txId: 'x',
      txData: { to: { value: safe }, value: '0', hexData: null, operation: 0 },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        nonce: 9,
        confirmationsRequired: 2,
        confirmations: [{ signer: { value: safe }, signature: null }],
      },
    } as unknown as TransactionDetails
    expect(toExecutableSafeTx(unsigned)).toEqual({ ok: false, error: 'Transaction 9 has 0 of 2 signatures.' })
  })
})
