import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'

// docs/DEPLOY.md's upgrade step: the next release opens a database the previous one created. The previous release's
// database is kept as SQL (fixtures/previous-release.sql, written by scripts/release/dump-release-database.ts when a
// release is cut). Opening it must apply only the new migrations, keep the owners' rows, and end with exactly the
// schema a fresh install gets, on PGlite and (CI's second pass) on PostgreSQL.
const PREVIOUS = readFileSync(join(import.meta.dirname, 'fixtures/previous-release.sql'), 'utf8')
const scratch = mkdtempSync(join(tmpdir(), 'concord-upgrade-'))
const databases: TestDatabase[] = []
const opened: Db[] = []

afterAll(async () => {
  for (const db of opened) await db.close()
  for (const database of databases) await database.drop()
  rmSync(scratch, { recursive: true, force: true })
})

/** A database holding the previous release's SQL, not yet opened by this release. */
async function previousReleaseDatabase(): Promise<{ url?: string | undefined; dataDir?: string | undefined }> {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase()
    databases.push(database)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await client.query(PREVIOUS)
    await client.end()
    return { url: database.url }
  }
  const dataDir = join(scratch, 'previous')
  const lite = new PGlite(dataDir)
  await lite.exec(PREVIOUS)
  await lite.close()
  return { dataDir }
}

async function freshDatabase(): Promise<{ url?: string | undefined; dataDir?: string | undefined }> {
  if (!process.env.DATABASE_URL) return { dataDir: join(scratch, 'fresh') }
  const database = await createTestDatabase()
  databases.push(database)
  return { url: database.url }
}

async function open(options: { url?: string | undefined; dataDir?: string | undefined }): Promise<Db> {
  const db = await openDatabase(options)
  opened.push(db)
  return db
}

/** Every table's columns (type, nullability, default) and every index's definition: what a migration can change. */
async function schemaOf(db: Db): Promise<string[]> {
  const columns = await db.query<{ line: string }>(
    `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
            coalesce(column_default, '-') as line
       from information_schema.columns where table_schema = 'public'`,
  )
  const indexes = await db.query<{ line: string }>(
    `select indexname || ' ' || indexdef as line from pg_indexes where schemaname = 'public'`,
  )
  return [...columns, ...indexes].map((row) => row.line).sort()
}

describe('a database created by the previous release', () => {
  it('upgrades to the schema of a fresh install and keeps the owners’ proposals and signatures', async () => {
    const upgraded = await open(await previousReleaseDatabase())
    const fresh = await open(await freshDatabase())

    expect(await schemaOf(upgraded)).toEqual(await schemaOf(fresh))
    const migrations = async (db: Db) =>
      (await db.query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name)
    expect(await migrations(upgraded)).toEqual(await migrations(fresh))

    const kept = await upgraded.query<{ safe_tx_hash: string; owner: string }>(
      `select m.safe_tx_hash, c.owner from multisig_transactions m
         join confirmations c on c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash`,
    )
    expect(kept).toEqual([
      { safe_tx_hash: `0x${'ab'.repeat(32)}`, owner: '0x2222222222222222222222222222222222222222' },
    ])
  })
})
