import type { Address, Hex } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput, notFound } from '../errors.js'
import { bumpSafeVersion } from './bump-safe-version.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { versionOfSingleton } from './read-safe-info.js'
import type { StoredMessageContent } from './safe-message-content.js'
import { safeMessageHash } from './safe-message-hash.js'
import { storeMessageSignatures } from './store-message-signatures.js'
import { verifySignatures } from './verify-signatures.js'

/**
 * Adds one owner's signature to a stored message (gateway-api.md §7 "Confirm"). The hash is recomputed from the
 * stored content so a contract owner's legacy EIP-1271 check gets the right preimage; the same owner again is a no-op.
 */
export async function confirmMessage(db: Db, chain: ChainRuntime, messageHash: Hex, signature: Hex): Promise<Address> {
  const [row] = await db.query<{ safe: string; message: StoredMessageContent }>(
    'select safe, message from messages where chain_id = $1 and message_hash = $2',
    [chain.chainId, messageHash],
  )
  if (row === undefined) {
    throw notFound(`Message ${messageHash} not found on chain ${chain.chainId}; propose it first`)
  }
  const safe = await loadSafe(db, chain.chainId, row.safe)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate messageHash: unknown Safe version')
  const { preimage } = safeMessageHash(chain.chainId, safe.address as Address, version, row.message)
  const signatures = await verifySignatures(
    chain,
    { safe: safe.address as Address, hash: messageHash, preimage, owners: safe.owners },
    signature,
  )
  if (signatures.length !== 1) throw invalidInput('Invalid signature: confirm a message with exactly one signature')
  await db.transaction(async (q) => {
    await storeMessageSignatures(q, chain.chainId, messageHash, signatures, Date.now())
    await bumpSafeVersion(q, chain.chainId, safe.address)
  })
  return safe.address
}
