import type { Address, Hex, SafeMessage } from '@concord/gateway-schema'
import { joinSignatures, type SafeSignature, sortSignaturesByOwner, splitSignatures } from '@concord/protocol'
import type { Queryable } from '../db/db.js'
import { notFound } from '../errors.js'
import { plainAddress } from './address-info.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import type { StoredMessageContent } from './safe-message-content.js'

type MessageRow = {
  message_hash: Hex
  message: StoredMessageContent
  proposed_by: Address
  safe_app_id: number | null
  origin: string | null
  created: number
  modified: number
}

/** Counts a Safe's messages. */
export async function countMessages(db: Queryable, chainId: string, safe: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from messages where chain_id = $1 and safe = $2',
    [chainId, safe],
  )
  return row?.n ?? 0
}

/** A page of a Safe's messages, newest first, with the status against the Safe's current threshold. */
export async function readSafeMessages(
  db: Queryable,
  chain: ChainRuntime,
  safeAddress: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<SafeMessage[]> {
  const safe = await loadSafe(db, chain.chainId, safeAddress)
  const rows = await db.query<MessageRow>(
    `select message_hash, message, proposed_by, safe_app_id, origin, created, modified from messages
     where chain_id = $1 and safe = $2 order by created desc, message_hash limit $3 offset $4`,
    [chain.chainId, safe.address, limit, offset],
  )
  return Promise.all(rows.map((row) => toMessage(db, chain, row, safe.threshold)))
}

/** One message by hash, or a 404 that names it. */
export async function readSafeMessage(db: Queryable, chain: ChainRuntime, messageHash: Hex): Promise<SafeMessage> {
  const [row] = await db.query<MessageRow & { safe: string }>(
    `select safe, message_hash, message, proposed_by, safe_app_id, origin, created, modified from messages
     where chain_id = $1 and message_hash = $2`,
    [chain.chainId, messageHash],
  )
  if (row === undefined) throw notFound(`Message ${messageHash} not found on chain ${chain.chainId}`)
  const safe = await loadSafe(db, chain.chainId, row.safe)
  return toMessage(db, chain, row, safe.threshold)
}

async function toMessage(db: Queryable, chain: ChainRuntime, row: MessageRow, threshold: number): Promise<SafeMessage> {
  const signatures = await db.query<{ owner: Address; signature: Hex }>(
    `select owner, signature from message_signatures where chain_id = $1 and message_hash = $2
     order by created, owner`,
    [chain.chainId, row.message_hash],
  )
  const confirmed = signatures.length >= threshold
  const app = row.safe_app_id === null ? undefined : chain.config.safeApps.find((a) => a.id === row.safe_app_id)
  return {
    messageHash: row.message_hash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: app?.iconUrl ?? null,
    name: app?.name ?? null,
    message: row.message,
    creationTimestamp: Number(row.created),
    modifiedTimestamp: Number(row.modified),
    confirmationsSubmitted: signatures.length,
    confirmationsRequired: threshold,
    proposedBy: plainAddress(row.proposed_by),
    confirmations: signatures.map((s) => ({ owner: plainAddress(s.owner), signature: s.signature })),
    preparedSignature: confirmed ? preparedSignature(signatures) : null,
    origin: row.origin,
  }
}

/** Stored signatures sorted by owner and joined into the blob the Safe's isValidSignature accepts. */
function preparedSignature(signatures: readonly { owner: Address; signature: Hex }[]): Hex {
  // A stored contract signature is its own little blob (static part + data); re-split it so the join lays out offsets.
  const parts = signatures.map((s) => ({
    ...(splitSignatures(s.signature)[0] as SafeSignature),
    owner: s.owner,
  }))
  return joinSignatures(sortSignaturesByOwner(parts))
}
