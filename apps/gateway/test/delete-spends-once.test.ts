import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { deleteRequestTypedData, deleteTransaction } from '../src/modules/transactions/propose/delete-transaction.js'
import { multisig } from '../src/modules/transactions/store/multisig-repository.js'

// Issue 20 point 5, closed: a delete-transaction signature is spent in the delete's own database transaction, so a
// delete that fails leaves it usable and a replayed one deletes nothing.
const CHAIN = { chainId: '31337' }
const SAFE = '0x1111111111111111111111111111111111111111'
const HASH = `0x${'ab'.repeat(32)}` as Hex
// anvil's first dev key: any key will do, the proposer only has to sign.
const proposer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

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

/** Stores the queued transaction as a signed proposal of `proposer`. */
async function propose(): Promise<void> {
  const stored = {
    safe: SAFE,
    safeTxHash: HASH,
    to: SAFE,
    value: '0',
    data: null,
    operation: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: SAFE,
    refundReceiver: SAFE,
    nonce: 0,
    proposer: proposer.address,
    proposedByDelegate: null,
    origin: null,
    trusted: true,
  } as const
  await multisig.propose(db, CHAIN.chainId, stored, [], Date.now())
}

const queued = async () => (await multisig.byHash(db, CHAIN.chainId, HASH)) !== null

// A delete that fails inside the database (a stand-in for any error after the signature was checked).
const FAIL_DELETES = [
  `create function refuse_delete() returns trigger language plpgsql as $$
   begin raise exception 'delete refused for the test'; end $$`,
  'create trigger refuse_delete before delete on multisig_transactions for each row execute function refuse_delete()',
]
const ALLOW_DELETES = ['drop trigger refuse_delete on multisig_transactions', 'drop function refuse_delete()']

describe('delete-transaction spends its signature in the delete transaction', () => {
  it('a failed delete leaves the signature unspent; once it deletes, a replay is refused and deletes nothing', async () => {
    await propose()
    const totp = BigInt(Math.floor(Date.now() / 3_600_000))
    const signature = await proposer.signTypedData(deleteRequestTypedData(31337, SAFE, HASH, totp))

    for (const statement of FAIL_DELETES) await db.query(statement)
    await expect(deleteTransaction(db, CHAIN, HASH, signature)).rejects.toThrow(/delete refused for the test/)
    expect(await queued()).toBe(true)
    for (const statement of ALLOW_DELETES) await db.query(statement)

    // The failed attempt did not use the signature up.
    await deleteTransaction(db, CHAIN, HASH, signature)
    expect(await queued()).toBe(false)

    // Proposed again, the same transaction cannot be deleted by replaying the spent signature.
    await propose()
    await expect(deleteTransaction(db, CHAIN, HASH, signature)).rejects.toMatchObject({
      status: 409,
      code: 'SIGNATURE_USED',
    })
    expect(await queued()).toBe(true)
  })
})
