// An approveHash indexed at the same moment as the proposal of the transaction it approves is stored (PostgreSQL,
// READ COMMITTED): each transaction looks for the other's row, and neither may miss it (issue 34 point 1, a parent
// Safe approving a nested Safe's transaction on chain while an owner proposes it).
import { eventually } from '@concord/test-kit/eventually'
import { getAddress, type Hex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { runMigrations } from '../src/db/run-migrations.js'
import { APPROVED_HASHES } from '../src/indexer/store/activity-tables.js'
import { BatchWrites } from '../src/indexer/store/batch-writes-repository.js'
import { multisig } from '../src/modules/transactions/store/multisig-repository.js'
import { type PostgresServer, startPostgres } from './support/postgres-server.js'

const CHAIN = '31337'
const NESTED = getAddress(`0x${'5a'.repeat(20)}`)
const PARENT = getAddress(`0x${'9a'.repeat(20)}`)
const SAFE_TX_HASH = `0x${'c4'.repeat(32)}` as Hex

let postgres: PostgresServer
let db: Db

beforeAll(async () => {
  postgres = await startPostgres()
  db = await openDatabase({ url: postgres.url })
  await runMigrations(db)
}, 120_000)
afterAll(async () => {
  await db?.close()
  await postgres?.stop()
})

/** Whether a transaction waits for an advisory lock now (read on a connection of its own). */
async function someoneWaitsForALock(): Promise<boolean> {
  const rows = await db.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted")
  return (rows[0]?.n as number) > 0
}

describe('an approveHash indexed while its transaction is proposed', () => {
  it('gives the proposal its confirmation though the batch with the approval had not committed when it arrived', async () => {
    let releaseBatch = () => {}
    const batchHeld = new Promise<void>((resolve) => {
      releaseBatch = resolve
    })
    let batchWritten = () => {}
    const written = new Promise<void>((resolve) => {
      batchWritten = resolve
    })
    // The indexer's batch records the parent's approveHash of the nested transaction, which is not stored yet…
    const batch = db.transaction(async (tx) => {
      const writes = new BatchWrites()
      const approval = { chainId: CHAIN, safe: NESTED, hash: SAFE_TX_HASH, owner: PARENT }
      writes.insert(APPROVED_HASHES, {
        ...approval,
        txHash: `0x${'ab'.repeat(32)}`,
        blockNumber: 7,
        logIndex: 0,
        executionDate: 1,
      })
      writes.approvedHashConfirmation({ ...approval, date: 1, blockNumber: 7 })
      await writes.execute(tx)
      batchWritten()
      // …and has not committed when the proposal arrives.
      await batchHeld
    })
    await written
    let proposed = false
    const proposal = multisig
      .propose(
        db,
        CHAIN,
        {
          safe: NESTED,
          safeTxHash: SAFE_TX_HASH,
          to: PARENT,
          value: '0',
          data: null,
          operation: 0,
          safeTxGas: '0',
          baseGas: '0',
          gasPrice: '0',
          gasToken: zeroAddress,
          refundReceiver: zeroAddress,
          nonce: 0,
          proposer: null,
          proposedByDelegate: null,
          origin: null,
          trusted: false,
        },
        [],
        2,
      )
      .then(() => {
        proposed = true
      })
    // The proposal either ran to its end while the batch was open, or waits for the batch's commit.
    await eventually(async () => proposed || (await someoneWaitsForALock()), Boolean, 'the proposal to end or wait')
    releaseBatch()
    await Promise.all([batch, proposal])

    const rows = await db.query(
      'select owner, signature_type as "type", block_number as "block" from confirmations where safe_tx_hash = $1',
      [SAFE_TX_HASH],
    )
    expect(rows).toEqual([{ owner: PARENT, type: 'APPROVED_HASH', block: 7 }])
  })
})
