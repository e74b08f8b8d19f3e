// The index of the AllowanceModule's ExecuteAllowanceTransfer logs (issue 34 point 2): each spend is linked to the
// module transaction that made it, logs of any other contract are ignored, and a reorg removes the spends it undoes.
import { ALLOWANCE_MODULE_ADDRESS, allowanceModuleAbi } from '@concord/protocol'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { encodeAbiParameters, encodeEventTopics, getAddress, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { runMigrations } from '../src/db/run-migrations.js'
import type { Batch } from '../src/indexer/fetch/batch.js'
import { decodeAllowanceTransfer } from '../src/indexer/fetch/fetch-allowance-transfers.js'
import type { ChainLog } from '../src/indexer/fetch/raw-log.js'
import { recordAllowanceTransfers } from '../src/indexer/plan/write-allowance-transfers.js'
import { MODULE_TRANSACTIONS } from '../src/indexer/store/activity-tables.js'
import { BatchWrites } from '../src/indexer/store/batch-writes-repository.js'
import { rollbackRepository } from '../src/indexer/store/rollback-repository.js'
import { describeAlert } from '../src/modules/alerts/content/describe-alert.js'
import { moduleTransactions } from '../src/modules/transactions/store/transaction-repository.js'

const CHAIN = '31337'
const SAFE = getAddress(`0x${'5a'.repeat(20)}`)
const DELEGATE = getAddress(`0x${'de'.repeat(20)}`)
const RELAYER = getAddress(`0x${'4e'.repeat(20)}`)
const RECIPIENT = getAddress(`0x${'7e'.repeat(20)}`)
const TOKEN = getAddress(`0x${'70'.repeat(20)}`)
const TX_A = `0x${'a'.repeat(64)}` as Hex
const TX_B = `0x${'b'.repeat(64)}` as Hex

let database: TestDatabase
let db: Db

beforeAll(async () => {
  database = await createTestDatabase()
  db = await openDatabase({ url: database.url })
  await runMigrations(db)
})
afterAll(async () => {
  await db?.close()
  await database?.drop()
})

/** An ExecuteAllowanceTransfer log as `emitter` would write it. */
function spendLog(emitter: string, tx: Hex, block: number, logIndex: number, to: string, value: bigint): ChainLog {
  const topics = encodeEventTopics({
    abi: allowanceModuleAbi,
    eventName: 'ExecuteAllowanceTransfer',
    args: { safe: SAFE },
  })
  const data = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'uint96' }, { type: 'uint16' }],
    [DELEGATE, TOKEN, to as Hex, value, 1],
  )
  return {
    address: emitter.toLowerCase() as Hex,
    topics: topics as ChainLog['topics'],
    data,
    blockNumber: block,
    blockHash: `0x${'0'.repeat(64)}`,
    transactionHash: tx,
    logIndex,
  }
}

/** The module transaction row the Safe's SafeModuleTransaction at `logIndex` of `tx` recorded. */
function moduleRow(tx: Hex, block: number, logIndex: number, to: string) {
  return {
    chainId: CHAIN,
    safe: SAFE,
    module: ALLOWANCE_MODULE_ADDRESS,
    toAddress: to,
    value: '0',
    data: null,
    operation: 0,
    isSuccessful: true,
    txHash: tx,
    blockNumber: block,
    logIndex,
    executionDate: 0,
  }
}

describe('the ExecuteAllowanceTransfer index', () => {
  it('ignores the event from a contract that is not a canonical AllowanceModule', () => {
    expect(decodeAllowanceTransfer(spendLog(RELAYER, TX_A, 1, 0, RECIPIENT, 1n))).toBeNull()
    expect(decodeAllowanceTransfer(spendLog(ALLOWANCE_MODULE_ADDRESS, TX_A, 1, 0, RECIPIENT, 1n))).toMatchObject({
      safe: SAFE,
      delegate: DELEGATE,
      token: TOKEN,
      to: RECIPIENT,
      value: 1n,
    })
  })

  it('links each spend to the module transaction that made it, and a reorg removes the spends it undoes', async () => {
    const writes = new BatchWrites()
    // Transaction A pays a relayer first (a module transaction of its own, logs 0–1), then the spend (logs 2–4).
    writes.insert(MODULE_TRANSACTIONS, moduleRow(TX_A, 10, 0, TOKEN))
    writes.insert(MODULE_TRANSACTIONS, moduleRow(TX_A, 10, 2, TOKEN))
    // Transaction B, in a later block, spends again.
    writes.insert(MODULE_TRANSACTIONS, moduleRow(TX_B, 20, 5, TOKEN))
    const logs = [
      spendLog(ALLOWANCE_MODULE_ADDRESS, TX_A, 10, 4, RECIPIENT, 30_000_000n),
      spendLog(ALLOWANCE_MODULE_ADDRESS, TX_B, 20, 7, RELAYER, 5_000_000n),
    ]
    const batch = { chainId: CHAIN, allowanceTransfers: logs.map(decodeAllowanceTransfer) } as unknown as Batch
    recordAllowanceTransfers(batch, writes)
    await db.transaction((tx) => writes.execute(tx))

    const spendOf = async (tx: Hex, logIndex: number) =>
      (await moduleTransactions.at(db, CHAIN, SAFE, tx, logIndex))?.spend ?? null
    expect(await spendOf(TX_A, 0)).toBeNull()
    expect(await spendOf(TX_A, 2)).toEqual({
      beneficiary: DELEGATE,
      token: TOKEN,
      recipient: RECIPIENT,
      amount: '30000000',
    })
    expect(await spendOf(TX_B, 5)).toMatchObject({ recipient: RELAYER, amount: '5000000' })

    // A reorg from block 15 on undoes transaction B and keeps A.
    await db.transaction((tx) => rollbackRepository(tx).deleteFrom(CHAIN, 15))
    expect(await spendOf(TX_A, 2)).toMatchObject({ amount: '30000000' })
    expect(await spendOf(TX_B, 5)).toBeNull()
    const left = await db.query('select tx_hash from allowance_transfers where chain_id = $1', [CHAIN])
    expect(left).toEqual([{ tx_hash: TX_A }])
  })
})

describe('the MODULE_TRANSACTION alert of a spend', () => {
  it('names the beneficiary, what it spent and to whom; other module transactions keep the plain sentence', () => {
    const base = { module: ALLOWANCE_MODULE_ADDRESS, txHash: TX_A, failed: 'false' }
    const spend = { beneficiary: DELEGATE, tokenAddress: TOKEN, value: '30000000', to: RECIPIENT }
    expect(describeAlert({ type: 'MODULE_TRANSACTION', payload: { ...base, ...spend } })).toBe(
      `${DELEGATE.slice(0, 6)}…${DELEGATE.slice(-4)} spent 30000000 base units of token ${TOKEN.slice(0, 6)}…${TOKEN.slice(-4)} to ${RECIPIENT.slice(0, 6)}…${RECIPIENT.slice(-4)} from their spending limit (module 0xAA46…091C, ${TX_A.slice(0, 6)}…${TX_A.slice(-4)})`,
    )
    expect(describeAlert({ type: 'MODULE_TRANSACTION', payload: base })).toBe(
      `Module 0xAA46…091C executed a transaction (${TX_A.slice(0, 6)}…${TX_A.slice(-4)})`,
    )
  })
})
