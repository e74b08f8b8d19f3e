import type { Queryable } from '../../db/db.js'
import { type SafeRow, safes } from './safe-repository.js'

/** The singleton a Safe was set up with: its first recorded state's, else its current one. */
export async function readCreationSingleton(db: Queryable, chainId: string, safe: SafeRow) {
  return (await safes.firstSingleton(db, chainId, safe.address)) ?? safe.singleton
}
