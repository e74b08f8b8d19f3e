import type { Queryable } from './db.js'

/** Null when the database answers a trivial query, else what went wrong. */
export async function pingDatabase(db: Queryable): Promise<string | null> {
  try {
    await db.query('select 1')
    return null
  } catch (error) {
    return error instanceof Error ? error.message : 'unreachable'
  }
}
