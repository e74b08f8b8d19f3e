import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { runMigrations } from '../src/db/run-migrations.js'
import { spendTotpSignature } from '../src/modules/delegates/spend-totp-signature.js'

// Issue 28 point 7 for signatures spent before it: migration 0010 lets an addition's signature remove once, and keeps
// what older gateways recorded (an addition or a removal, not told apart) refused for both until it expires.
const MIGRATION = '0010_delegate_removal_spent.sql'

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

/** A fresh 65-byte signature (what it signs does not matter to the spent-signature table). */
const aSignature = () => privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'Delegate' })

describe('migration 0010 (delegate removal_spent)', () => {
  it('keeps signatures spent before it refused for additions and removals; new ones add, then remove once', async () => {
    await db.query('alter table used_signatures drop column removal_spent')
    await db.query('delete from schema_migrations where name = $1', [MIGRATION])
    // What a gateway before 0010 recorded for a delegate addition or removal, and for a delete request.
    const before = await aSignature()
    await spendTotpSignature(db, '1', 'add-delegate', before)
    const deleteRequest = await aSignature()
    await spendTotpSignature(db, '1', 'delete-transaction', deleteRequest)

    expect(await runMigrations(db)).toEqual([MIGRATION])
    await expect(spendTotpSignature(db, '1', 'remove-delegate', before)).rejects.toMatchObject({ status: 409 })
    await expect(spendTotpSignature(db, '1', 'add-delegate', before)).rejects.toMatchObject({ status: 409 })
    await expect(spendTotpSignature(db, '1', 'delete-transaction', deleteRequest)).rejects.toMatchObject({
      status: 409,
    })

    const after = await aSignature()
    await spendTotpSignature(db, '1', 'add-delegate', after)
    await spendTotpSignature(db, '1', 'remove-delegate', after)
    await expect(spendTotpSignature(db, '1', 'remove-delegate', after)).rejects.toMatchObject({ status: 409 })
    await expect(spendTotpSignature(db, '1', 'add-delegate', after)).rejects.toMatchObject({ status: 409 })
  })
})
