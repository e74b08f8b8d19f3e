import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database for one test file: a throwaway PostgreSQL database when DATABASE_URL is set, else in-memory PGlite. */
export type TestDatabase = { url?: string; drop(): Promise<void> }

/** Runs one statement on the server of DATABASE_URL, on a connection of its own. */
async function onServer(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Creates the test file's database (and `drop` removes it again). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL
  if (!base) return { drop: async () => {} }
  const name = `concord_test_${randomBytes(6).toString('hex')}`
  await onServer(base, `create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(base, `drop database if exists ${name} with (force)`) }
}
