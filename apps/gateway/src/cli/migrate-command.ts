import { parseArgs } from 'node:util'
import { openDatabase } from '../db/open-database.js'

/**
 * `concord migrate [--data-dir <dir>]`: opens the database (PostgreSQL at DATABASE_URL, else PGlite in the data dir),
 * applies the migrations it lacks, says which, and exits; `serve` does the same at start, so this is for an upgrade
 * run before the new release takes traffic.
 */
export async function migrateCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { 'data-dir': { type: 'string' } } })
  const url = process.env.DATABASE_URL
  if (url === undefined && values['data-dir'] === undefined) {
    console.error('Usage: concord migrate [--data-dir <dir>] (or DATABASE_URL for PostgreSQL)')
    return 2
  }
  const db = await openDatabase({ url, dataDir: values['data-dir'] })
  try {
    const rows = await db.query<{ name: string }>('select name from schema_migrations order by name')
    console.log(`Database schema up to date: ${rows.length} migrations applied (last ${rows.at(-1)?.name ?? 'none'})`)
  } finally {
    await db.close()
  }
  return 0
}
