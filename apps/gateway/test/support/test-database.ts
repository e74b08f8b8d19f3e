import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database for one test file: a throwaway PostgreSQL database when DATABASE_URL is set, else in-memory PGlite. */
export type TestDatabase = { url?: string; drop(): Promise<void> }

/** Creates the test file's database (and `drop` removes it again). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL
  if (!base) return { drop: async () => {} }
  const name = `concord_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
