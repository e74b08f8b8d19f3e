import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { runMigrations } from '../src/db/run-migrations.js'

// Issue 20 point 10 for rows stored before it: migration 0006 shows a proposer only where someone signed.
const MIGRATION = '0006_proposer_signed.sql'
const X = '0x1111111111111111111111111111111111111111'
const Y = '0x2222222222222222222222222222222222222222'
const D = '0x3333333333333333333333333333333333333333'

let database: TestDatabase
let db: Db

beforeAll(async () => {
  database = await createTestDatabase()
  db = await openDatabase(database.url === undefined ? {} : { url: database.url })
})

afterAll(async () => {
  await db?.close()
  await database?.drop()
})

/** A proposal row as the gateway stored it before migration 0006. */
async function oldRow(hash: string, row: { proposer: string; delegate?: string; trusted: boolean }) {
  await db.query(
    `insert into multisig_transactions (chain_id, safe, safe_tx_hash, to_address, value, operation, safe_tx_gas,
       base_gas, gas_price, gas_token, refund_receiver, nonce, proposer, proposed_by_delegate, trusted,
       submission_date, modified)
     values (1, $1, $2, $1, 0, 0, 0, 0, 0, $1, $1, 0, $3, $4, $5, 0, 0)`,
    [X, hash, row.proposer, row.delegate ?? null, row.trusted],
  )
}

async function confirmation(hash: string, owner: string, at: number) {
  await db.query(
    `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date)
     values (1, $1, $2, '0x', 'EOA', $3)`,
    [hash, owner, at],
  )
}

describe('migration 0006 (proposer_signed)', () => {
  it('keeps signed proposers, hides unsigned ones, and names the first confirmer of a later-signed proposal', async () => {
    await db.query('alter table multisig_transactions drop column proposer_signed')
    await db.query('delete from schema_migrations where name = $1', [MIGRATION])
    await oldRow('0xa1', { proposer: X, trusted: false })
    await oldRow('0xa2', { proposer: X, trusted: true })
    await confirmation('0xa2', X, 1)
    await oldRow('0xa3', { proposer: X, trusted: true })
    await confirmation('0xa3', D, 2)
    await confirmation('0xa3', Y, 1)
    await oldRow('0xa4', { proposer: X, delegate: D, trusted: true })

    expect(await runMigrations(db)).toEqual([MIGRATION])
    const rows = await db.query(
      `select safe_tx_hash as hash, proposer, proposed_by_delegate as delegate, proposer_signed as signed
       from multisig_transactions order by safe_tx_hash`,
    )
    expect(rows).toEqual([
      { hash: '0xa1', proposer: X, delegate: null, signed: false },
      { hash: '0xa2', proposer: X, delegate: null, signed: true },
      { hash: '0xa3', proposer: Y, delegate: null, signed: true },
      { hash: '0xa4', proposer: X, delegate: D, signed: true },
    ])
  })
})
