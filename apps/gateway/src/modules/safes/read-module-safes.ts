import type { Address } from 'viem'
import type { Queryable } from '../../db/db.js'
import { safes } from './safe-repository.js'

/** The Safes on one chain that have `module` enabled. */
export async function readModuleSafes(db: Queryable, chainId: string, module: string): Promise<{ safes: Address[] }> {
  return { safes: await safes.withModule(db, chainId, module) }
}
