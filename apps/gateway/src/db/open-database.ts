import type { Db } from './db.js'
import { openPglite } from './open-pglite.js'
import { openPostgres } from './open-postgres.js'
import { runMigrations } from './run-migrations.js'

/** Where the data lives: a PostgreSQL server (`url`), else PGlite in `dataDir`, else PGlite in memory. */
export type DatabaseOptions = { url?: string | undefined; dataDir?: string | undefined }

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir)
  try {
    await runMigrations(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
