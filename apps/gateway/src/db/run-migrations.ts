import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.js'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))
// Any fixed number works; it only has to be the same for every gateway process sharing a database.
const MIGRATION_LOCK_KEY = 0x636f6e63

/** Applies every `migrations/*.sql` not yet recorded, in file-name order, each in its own transaction. */
export async function runMigrations(db: Db): Promise<string[]> {
  // The table is created under the lock: PostgreSQL's `create table if not exists` is not safe against a concurrent
  // one (two replicas starting together: "duplicate key value violates unique constraint pg_type_typname_nsp_index").
  const release = await waitForLock(db)
  try {
    await db.query('create table if not exists schema_migrations (name text primary key, applied_at bigint not null)')
    const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()
    const applied: string[] = []
    for (const name of files) {
      if (done.has(name)) continue
      const sql = await readFile(`${MIGRATIONS_DIR}${name}`, 'utf8')
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement)
        await tx.query('insert into schema_migrations (name, applied_at) values ($1, $2)', [name, Date.now()])
      })
      applied.push(name)
    }
    return applied
  } finally {
    await release()
  }
}

async function waitForLock(db: Db): Promise<() => Promise<void>> {
  for (;;) {
    const release = await db.tryAdvisoryLock(MIGRATION_LOCK_KEY)
    if (release !== null) return release
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// Prepared statements take one command each; our migrations keep semicolons out of literals, so a split is safe.
function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
}
