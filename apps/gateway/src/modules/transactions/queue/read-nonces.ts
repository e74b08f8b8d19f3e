import type { NoncesResponse } from '@concord/gateway-schema'
import type { Queryable } from '../../../db/db.js'
import type { SafeState } from '../../safes/index.js'
import { multisig } from '../store/multisig-repository.js'

/** The Safe's nonce and the next free one: max(nonce, highest trusted proposal + 1) (gateway-api.md §5.4). */
export async function readNonces(db: Queryable, chainId: string, safe: SafeState): Promise<NoncesResponse> {
  const lastNonce = await multisig.highestTrustedNonce(db, chainId, safe.address)
  return {
    currentNonce: safe.nonce,
    recommendedNonce: lastNonce === null ? safe.nonce : Math.max(safe.nonce, lastNonce + 1),
  }
}
