import type { Queryable } from '../../db/db.js'
import { chainIndexRepository } from './chain-index-repository.js'
import { safeStateRepository } from './safe-state-repository.js'

/** The Safes and tokens a chain's index holds (kept in memory while indexing, grown by each committed batch). */
export type KnownAddresses = { safes: Set<string>; tokens: Set<string> }

/** Reads the chain's indexed Safes and tokens. */
export async function loadKnownAddresses(db: Queryable, chainId: string): Promise<KnownAddresses> {
  return {
    safes: await safeStateRepository(db).indexedSafes(chainId),
    tokens: await chainIndexRepository(db).knownTokens(chainId),
  }
}
