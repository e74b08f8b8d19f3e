import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bumpSafeVersion } from '../src/db/bump-safe-version.js'
import type { Db, Queryable, Row } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { readDataVersion } from '../src/db/read-data-version.js'
import { runMigrations } from '../src/db/run-migrations.js'

const SAFE = '0x4e56952A8b265b98580535e2a0ce35D0B8a8E700'
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

/** The real database, with each query's answer held back until the test lets it through (the SQL has run). */
function heldQueries(target: Db) {
  const held: (() => void)[] = []
  let count = 0
  let ran = 0
  const queryable: Queryable = {
    async query<T extends Row = Row>(sql: string, params?: readonly unknown[]) {
      count++
      const rows = await target.query<T>(sql, params)
      ran++
      await new Promise<void>((resolve) => held.push(resolve))
      return rows
    },
  }
  const releaseAll = async () => {
    for (let round = 0; round < 100 && (held.length > 0 || ran < count); round++) {
      for (const release of held.splice(0)) release()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
  const untilRan = async (n: number) => {
    while (ran < n) await new Promise((resolve) => setTimeout(resolve, 2))
  }
  return { queryable, releaseAll, untilRan, count: () => count }
}

describe('readDataVersion', () => {
  it('serves a burst of reads of one Safe with two queries', async () => {
    const { queryable, releaseAll, count } = heldQueries(db)
    const reads = Array.from({ length: 50 }, () => readDataVersion(queryable, '31337', SAFE))
    await releaseAll()
    const versions = await Promise.all(reads)
    expect(count()).toBe(2)
    expect(new Set(versions.map((v) => JSON.stringify(v))).size).toBe(1)
  })

  it('never answers a read with a query that started before it was asked', async () => {
    const { queryable, releaseAll, untilRan } = heldQueries(db)
    const before = await readDataVersion(db, '31337', SAFE)
    // A query has read the version and is still in flight when a write commits and another read is asked.
    const early = readDataVersion(queryable, '31337', SAFE)
    await untilRan(1)
    await bumpSafeVersion(db, '31337', SAFE)
    const late = readDataVersion(queryable, '31337', SAFE)
    await releaseAll()
    expect((await early).safe).toBe(before.safe)
    expect((await late).safe).toBe(before.safe + 1)
  })

  it('keeps Safes apart and reads the chain cursor', async () => {
    await db.query(
      'insert into chain_cursors (chain_id, next_block, updated_at) values ($1, $2, $3) on conflict do nothing',
      ['31337', 7, 1000],
    )
    await bumpSafeVersion(db, '31337', SAFE)
    const [mine, other] = await Promise.all([
      readDataVersion(db, '31337', SAFE),
      readDataVersion(db, '31337', '0x0000000000000000000000000000000000000001'),
    ])
    expect(mine.chain).toBe('7/1000')
    expect(mine.safe).toBeGreaterThan(0)
    expect(other).toEqual({ chain: '7/1000', safe: 0 })
  })
})
