import { Address, EIP712TypedData, Hex } from '@concord/gateway-schema'
import { z } from 'zod'
import { bumpSafeVersion } from '../../db/bump-safe-version.js'
import type { Db, Queryable } from '../../db/db.js'
import { recordSafeEvents } from '../../outbox/index.js'
import type { Pagination } from '../../wire/pagination.js'
import type { StoredMessageContent } from './safe-message-content.js'

/** A stored message with its owner signatures (oldest first). */
export const MessageRow = z.object({
  safe: Address,
  messageHash: Hex,
  message: z.union([z.string(), EIP712TypedData]),
  /** RAW_BYTES: `message` is hex bytes signed unhashed. */
  rawBytes: z.boolean(),
  proposedBy: Address,
  safeAppId: z.number().nullable(),
  origin: z.string().nullable(),
  created: z.number(),
  modified: z.number(),
  signatures: z.array(z.object({ owner: Address, signature: Hex, submittedAt: z.number() })),
})
export type MessageRow = z.output<typeof MessageRow>

/** An owner signature to store with a message. */
export type NewMessageSignature = { owner: string; signature: Hex; signatureType: string }

const MessageRows = z.array(MessageRow)

/** The orders a page of messages can be read in (the Transaction Service's names). */
export type MessageOrdering = 'created' | '-created' | 'modified' | '-modified'
// Orderings by name, so a request picks one of these texts and never sends SQL.
const MESSAGE_ORDER: Record<MessageOrdering, string> = {
  created: 'created, message_hash',
  '-created': 'created desc, message_hash',
  modified: 'modified, message_hash',
  '-modified': 'modified desc, message_hash',
}
const Count = z.object({ n: z.number() })

const MESSAGE = `select safe, message_hash as "messageHash", message, raw_bytes as "rawBytes", proposed_by as "proposedBy",
    safe_app_id as "safeAppId", origin, created, modified,
    coalesce((select json_agg(json_build_object('owner', s.owner, 'signature', s.signature, 'submittedAt', s.created) order by s.created, s.owner)
              from message_signatures s where s.chain_id = m.chain_id and s.message_hash = m.message_hash), '[]')
      as signatures
  from messages m`

/** Stores owner signatures; a signature already there is a no-op, a new one moves the message's `modified`. */
async function insertSignatures(
  q: Queryable,
  chainId: string,
  messageHash: string,
  signatures: readonly NewMessageSignature[],
  now: number,
) {
  for (const s of signatures) {
    const inserted = await q.query(
      `insert into message_signatures (chain_id, message_hash, owner, signature, signature_type, created)
       values ($1, $2, $3, $4, $5, $6) on conflict (chain_id, message_hash, owner) do nothing returning owner`,
      [chainId, messageHash, s.owner, s.signature.toLowerCase(), s.signatureType, now],
    )
    if (inserted.length > 0) {
      await q.query('update messages set modified = $3 where chain_id = $1 and message_hash = $2', [
        chainId,
        messageHash,
        now,
      ])
    }
  }
}

/** The messages module's SQL: off-chain Safe messages and their owner signatures. */
export const messages = {
  /** How many messages a Safe has. */
  async count(db: Queryable, chainId: string, safe: string): Promise<number> {
    const rows = await db.query('select count(*) as n from messages where chain_id = $1 and safe = $2', [chainId, safe])
    return Count.parse(rows[0]).n
  },

  /** One page of a Safe's messages in `ordering` (newest first unless named). */
  async page(
    db: Queryable,
    chainId: string,
    safe: string,
    { limit, offset }: Pagination,
    ordering: MessageOrdering = '-created',
  ): Promise<MessageRow[]> {
    const rows = await db.query(
      `${MESSAGE} where chain_id = $1 and safe = $2 order by ${MESSAGE_ORDER[ordering]} limit $3 offset $4`,
      [chainId, safe, limit, offset],
    )
    return MessageRows.parse(rows)
  },

  /** The message with this hash, or null. */
  async byHash(db: Queryable, chainId: string, messageHash: string): Promise<MessageRow | null> {
    const rows = await db.query(`${MESSAGE} where chain_id = $1 and message_hash = $2`, [chainId, messageHash])
    return MessageRows.parse(rows)[0] ?? null
  },

  /** Stores a new message with its proposer's signature; proposing it again only adds the signature. */
  async propose(
    db: Db,
    chainId: string,
    message: { safe: string; messageHash: Hex; content: StoredMessageContent; rawBytes: boolean; proposedBy: string },
    extra: { safeAppId: number | null; origin: string | null },
    signatures: readonly NewMessageSignature[],
    now: number,
  ): Promise<void> {
    await db.transaction(async (q) => {
      await q.query(
        `insert into messages (chain_id, safe, message_hash, message, raw_bytes, proposed_by, safe_app_id, origin, created, modified)
         values ($1, $2, $3, $4, $9, $5, $6, $7, $8, $8) on conflict (chain_id, message_hash) do nothing`,
        [
          chainId,
          message.safe,
          message.messageHash,
          JSON.stringify(message.content),
          message.proposedBy,
          extra.safeAppId,
          extra.origin,
          now,
          message.rawBytes,
        ],
      )
      await insertSignatures(q, chainId, message.messageHash, signatures, now)
      await bumpSafeVersion(q, chainId, message.safe)
      await recordSafeEvents(q, chainId, message.safe, { type: 'MESSAGE_CREATED', messageHash: message.messageHash })
    })
  },

  /** Adds owner signatures to a stored message. */
  async addSignatures(
    db: Db,
    chainId: string,
    row: MessageRow,
    signatures: readonly NewMessageSignature[],
    now: number,
  ) {
    await db.transaction(async (q) => {
      await insertSignatures(q, chainId, row.messageHash, signatures, now)
      await bumpSafeVersion(q, chainId, row.safe)
      const owners = signatures.map((signature) => signature.owner)
      await recordSafeEvents(q, chainId, row.safe, {
        type: 'MESSAGE_CONFIRMATION',
        messageHash: row.messageHash,
        owners,
      })
    })
  },
}
