import type { Address, Hex } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput } from '../errors.js'
import { bumpSafeVersion } from './bump-safe-version.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { versionOfSingleton } from './read-safe-info.js'
import type { StoredMessageContent } from './safe-message-content.js'
import { safeMessageHash } from './safe-message-hash.js'
import { storeMessageSignatures } from './store-message-signatures.js'
import { verifySignatures } from './verify-signatures.js'

/** A message proposal (gateway-api.md §7 "Create"), its content already validated. */
export type MessageProposal = {
  message: StoredMessageContent
  signature: Hex
  safeAppId: number | null
  origin: string | null
}

/**
 * Hashes the message for the Safe, checks the one signature is a current owner's (EOA, eth_sign or EIP-1271 on
 * chain) and stores message and signature. Proposing a message that exists only adds that owner's signature, so a
 * retried proposal is harmless. Returns the messageHash.
 */
export async function proposeMessage(
  db: Db,
  chain: ChainRuntime,
  safeAddress: Address,
  proposal: MessageProposal,
): Promise<Hex> {
  const safe = await loadSafe(db, chain.chainId, safeAddress)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate messageHash: unknown Safe version')
  const { hash, preimage } = safeMessageHash(chain.chainId, safe.address as Address, version, proposal.message)
  const signatures = await verifySignatures(
    chain,
    { safe: safe.address as Address, hash, preimage, owners: safe.owners },
    proposal.signature,
  )
  if (signatures.length !== 1) throw invalidInput('Invalid signature: a message is proposed with exactly one signature')
  const proposer = signatures[0]?.owner as Address
  const now = Date.now()
  await db.transaction(async (q) => {
    await q.query(
      `insert into messages (chain_id, safe, message_hash, message, proposed_by, safe_app_id, origin, created, modified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8) on conflict (chain_id, message_hash) do nothing`,
      [
        chain.chainId,
        safe.address,
        hash,
        JSON.stringify(proposal.message),
        proposer,
        proposal.safeAppId,
        proposal.origin,
        now,
      ],
    )
    await storeMessageSignatures(q, chain.chainId, hash, signatures, now)
    await bumpSafeVersion(q, chain.chainId, safe.address)
  })
  return hash
}
