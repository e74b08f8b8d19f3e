import { z } from 'zod'
import { bumpSafeVersion } from '../../../db/bump-safe-version.js'
import type { Db, Queryable } from '../../../db/db.js'
import { lockApprovals } from '../../../db/lock-approvals.js'
import { recordSafeEvents } from '../../../outbox/index.js'
import type { Pagination } from '../../../wire/pagination.js'
import { matchingPage, orNull } from './repository-queries.js'
import {
  type MultisigFilter,
  type MultisigOrdering,
  type MultisigRow,
  MultisigRows,
  type MultisigSearch,
  type NewConfirmation,
  type StoredProposal,
} from './transaction-rows.js'

const MaybeCount = z.object({ n: z.number().nullable() })

const MULTISIG = `select m.safe, m.safe_tx_hash as "safeTxHash", m.to_address as "to", m.value, m.data, m.operation,
    m.safe_tx_gas as "safeTxGas", m.base_gas as "baseGas", m.gas_price as "gasPrice", m.gas_token as "gasToken",
    m.refund_receiver as "refundReceiver", m.nonce, m.tx_hash as "txHash", m.execution_date as "executionDate",
    m.executor, m.is_successful as "isSuccessful", m.block_number as "blockNumber", m.signatures, m.payment, m.fee,
    m.confirmations_required as "confirmationsRequired",
    case when m.proposer_signed then m.proposer end as proposer,
    case when m.proposer_signed then m.proposed_by_delegate end as "proposedByDelegate", m.origin, m.trusted,
    m.submission_date as "submissionDate", m.modified,
    coalesce((select json_agg(json_build_object('owner', c.owner, 'signature', c.signature,
                'signatureType', c.signature_type, 'submissionDate', c.submission_date) order by c.submission_date, c.owner)
              from confirmations c where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash), '[]') as confirmations
  from multisig_transactions m`
// A filter given as null matches everything, so each statement keeps one text whatever the request filters.
/** A paged listing of multisig transactions (alias `m`) matching `where`, in `order`. */
const multisigQuery = (where: string, order: string) => ({
  select: MULTISIG,
  table: 'multisig_transactions m',
  where,
  order,
  rows: MultisigRows,
})

const MULTISIG_MATCHES = `m.chain_id = $1 and m.safe = $2
  and ($3::bigint is null or coalesce(m.execution_date, m.submission_date) >= $3)
  and ($4::bigint is null or coalesce(m.execution_date, m.submission_date) <= $4)
  and ($5::text is null or m.to_address = $5) and ($6::numeric is null or m.value = $6)
  and ($7::bigint is null or m.nonce = $7) and ($8::boolean is null or (m.tx_hash is not null) = $8)`
const QUEUED =
  'm.chain_id = $1 and m.safe = $2 and m.tx_hash is null and m.nonce >= $3 and ($4::boolean = false or m.trusted)'

const SEARCH_MATCHES = `m.chain_id = $1 and m.safe = $2
  and ($3::boolean is null or (m.tx_hash is not null) = $3) and ($4::bigint is null or m.nonce = $4)
  and ($5::bigint is null or m.nonce >= $5) and ($6::bigint is null or m.nonce <= $6)
  and ($7::boolean is null or m.trusted = $7) and ($8::text is null or m.to_address = $8)
  and ($9::boolean is null or exists (select 1 from confirmations c
    where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash) = $9)`
// Orderings by name, so a request picks one of these texts and never sends SQL.
const SEARCH_ORDER: Record<MultisigOrdering, string> = {
  nonce: 'm.nonce, m.submission_date',
  '-nonce': 'm.nonce desc, m.submission_date desc',
  created: 'm.submission_date, m.nonce',
  '-created': 'm.submission_date desc, m.nonce desc',
  modified: 'm.modified, m.nonce',
  '-modified': 'm.modified desc, m.nonce desc',
}

// On a repeated proposal: the stored one was unsigned and this one is signed, so this one names the proposer.
const FIRST_SIGNED = 'not multisig_transactions.proposer_signed and excluded.proposer_signed'

/** A filter left out is bound as null, which its statement reads as "any". */
// The alert outbox's names of what a proposal and a delete did (the Safe Transaction Service's event names).
const PENDING = 'PENDING_MULTISIG_TRANSACTION'
const DELETED = 'DELETED_MULTISIG_TRANSACTION'

/** Multisig transactions (with their confirmations), as proposed and as executed. */
export const multisig = {
  /** The transaction with this safeTxHash, or null. */
  async byHash(db: Queryable, chainId: string, safeTxHash: string): Promise<MultisigRow | null> {
    const rows = await db.query(`${MULTISIG} where m.chain_id = $1 and m.safe_tx_hash = $2`, [chainId, safeTxHash])
    return MultisigRows.parse(rows)[0] ?? null
  },

  /** The Safe's multisig transactions executed in these Ethereum transactions, highest nonce first. */
  async executedIn(db: Queryable, chainId: string, safe: string, txHashes: readonly string[]): Promise<MultisigRow[]> {
    const rows = await db.query(
      `${MULTISIG} where m.chain_id = $1 and m.safe = $2 and m.tx_hash = any($3::text[])
       order by m.nonce desc, m.submission_date desc`,
      [chainId, safe, txHashes],
    )
    return MultisigRows.parse(rows)
  },

  /** The transactions with these safeTxHashes, in no particular order. */
  async byHashes(db: Queryable, chainId: string, safeTxHashes: readonly string[]): Promise<MultisigRow[]> {
    const rows = await db.query(`${MULTISIG} where m.chain_id = $1 and m.safe_tx_hash = any($2::text[])`, [
      chainId,
      safeTxHashes,
    ])
    return MultisigRows.parse(rows)
  },

  /** One page of a Safe's transactions matching `filter`, highest nonce first, with the count of all that match. */
  async page(db: Queryable, chainId: string, safe: string, filter: MultisigFilter, pagination: Pagination) {
    const { from, until, to, value, nonce, executed } = filter
    const params = [chainId, safe, ...orNull(from, until, to, value, nonce, executed)]
    const order = 'm.nonce desc, m.submission_date desc'
    return matchingPage(db, multisigQuery(MULTISIG_MATCHES, order), params, pagination)
  },

  /** One page of a Safe's transactions matching the Transaction Service's `filter`, in `ordering`, with the count. */
  async search(
    db: Queryable,
    chainId: string,
    safe: string,
    { filter, ordering }: { filter: MultisigSearch; ordering: MultisigOrdering },
    pagination: Pagination,
  ) {
    const { executed, nonce, nonceFrom, nonceUntil, trusted, to, hasConfirmations } = filter
    const params = [chainId, safe, ...orNull(executed, nonce, nonceFrom, nonceUntil, trusted, to, hasConfirmations)]
    return matchingPage(db, multisigQuery(SEARCH_MATCHES, SEARCH_ORDER[ordering]), params, pagination)
  },

  /** A window of a Safe's queue (not executed, nonce ≥ `fromNonce`) by ascending nonce, with the queue's size. */
  async queued(
    db: Queryable,
    chainId: string,
    safe: string,
    queue: { fromNonce: number; trustedOnly: boolean },
    pagination: Pagination,
  ) {
    const params = [chainId, safe, queue.fromNonce, queue.trustedOnly]
    return matchingPage(db, multisigQuery(QUEUED, 'm.nonce, m.submission_date'), params, pagination)
  },

  /** The other transactions of `row`'s nonce that are rejections (an empty call from the Safe to itself). */
  async rejectionsOf(db: Queryable, chainId: string, row: MultisigRow): Promise<MultisigRow[]> {
    const rows = await db.query(
      `${MULTISIG} where m.chain_id = $1 and m.safe = $2 and m.nonce = $3 and m.safe_tx_hash <> $4
         and m.to_address = m.safe and m.value = 0 and m.data is null`,
      [chainId, row.safe, row.nonce, row.safeTxHash],
    )
    return MultisigRows.parse(rows)
  },

  /** The highest nonce of a trusted transaction of the Safe (executed or not), or null. */
  async highestTrustedNonce(db: Queryable, chainId: string, safe: string): Promise<number | null> {
    const [row] = await db.query(
      'select max(nonce) as n from multisig_transactions where chain_id = $1 and safe = $2 and trusted',
      [chainId, safe],
    )
    return MaybeCount.parse(row).n
  },

  /**
   * Stores a proposal with its confirmations; proposing it again only trusts it (when signed) and adds signatures.
   * The (chain, safeTxHash, owner) key makes a stored confirmation a no-op, so concurrent confirmations all land.
   * A proposal is signed exactly when it is trusted; the first signed one names the proposer (an unsigned sender is
   * kept, unshown, so a reorg still knows the row came from the API).
   */
  async propose(
    db: Db,
    chainId: string,
    proposal: StoredProposal,
    signatures: readonly NewConfirmation[],
    now: number,
  ) {
    const p = proposal
    const call = [p.to, p.value, p.data, p.operation]
    const gas = [p.safeTxGas, p.baseGas, p.gasPrice, p.gasToken, p.refundReceiver]
    const proposed = [p.nonce, p.proposer, p.proposedByDelegate, p.origin, p.trusted]
    await db.transaction(async (q) => {
      // First: an approveHash the indexer is recording at this moment is then either seen below or sees this row.
      await lockApprovals(q, chainId, [p.safeTxHash])
      await q.query(
        `insert into multisig_transactions (chain_id, safe, safe_tx_hash, to_address, value, data, operation, safe_tx_gas,
           base_gas, gas_price, gas_token, refund_receiver, nonce, proposer, proposed_by_delegate, origin, trusted,
           proposer_signed, submission_date, modified)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18, $18)
         on conflict (chain_id, safe_tx_hash) do update set
           proposer = case when ${FIRST_SIGNED} then excluded.proposer else multisig_transactions.proposer end,
           proposed_by_delegate = case when ${FIRST_SIGNED} then excluded.proposed_by_delegate
             else multisig_transactions.proposed_by_delegate end,
           proposer_signed = multisig_transactions.proposer_signed or excluded.proposer_signed,
           trusted = multisig_transactions.trusted or excluded.trusted,
           modified = case when excluded.trusted then excluded.modified else multisig_transactions.modified end`,
        [chainId, p.safe, p.safeTxHash, ...call, ...gas, ...proposed, now],
      )
      await insertConfirmations(q, chainId, p.safeTxHash, signatures, now)
      await insertApprovedHashConfirmations(q, chainId, p.safe, p.safeTxHash)
      await bumpSafeVersion(q, chainId, p.safe)
      if (p.trusted) await recordSafeEvents(q, chainId, p.safe, { type: PENDING, safeTxHash: p.safeTxHash })
    })
  },

  /**
   * Adds owner confirmations to a stored transaction, which is trusted from then on; `signer` becomes its proposer
   * if nobody had signed it before.
   */
  async confirm(
    db: Db,
    chainId: string,
    row: MultisigRow,
    confirmation: { signatures: readonly NewConfirmation[]; signer: string },
    now: number,
  ) {
    await db.transaction(async (q) => {
      await insertConfirmations(q, chainId, row.safeTxHash, confirmation.signatures, now)
      await q.query(
        `update multisig_transactions set trusted = true, modified = $3,
           proposer = case when proposer_signed then proposer else $4 end,
           proposed_by_delegate = case when proposer_signed then proposed_by_delegate end,
           proposer_signed = true
         where chain_id = $1 and safe_tx_hash = $2`,
        [chainId, row.safeTxHash, now, confirmation.signer],
      )
      await bumpSafeVersion(q, chainId, row.safe)
      const owners = confirmation.signatures.map((signature) => signature.owner)
      await recordSafeEvents(q, chainId, row.safe, { type: 'NEW_CONFIRMATION', safeTxHash: row.safeTxHash, owners })
    })
  },

  /**
   * Deletes a queued transaction and its off-chain confirmations (an executed one stays) in one transaction with
   * `authorise`, which runs first (spending the signature that allows it): a refused authorisation deletes nothing,
   * and a delete that fails or finds nothing left to delete (executed meanwhile) leaves the authorisation unspent.
   * Whether the transaction was deleted.
   */
  async deleteQueued(db: Db, chainId: string, row: MultisigRow, authorise: (q: Queryable) => Promise<void>) {
    try {
      await db.transaction(async (q) => {
        await authorise(q)
        const params = [chainId, row.safeTxHash]
        const gone = await q.query(
          'delete from multisig_transactions where chain_id = $1 and safe_tx_hash = $2 and tx_hash is null returning 1',
          params,
        )
        if (gone.length === 0) throw new NothingDeleted()
        await q.query(
          'delete from confirmations where chain_id = $1 and safe_tx_hash = $2 and block_number is null',
          params,
        )
        await bumpSafeVersion(q, chainId, row.safe)
        await recordSafeEvents(q, chainId, row.safe, { type: DELETED, safeTxHash: row.safeTxHash })
      })
      return true
    } catch (error) {
      if (error instanceof NothingDeleted) return false
      throw error
    }
  },
}

/** Rolls back a delete that found no queued row, so its authorisation stays unspent. */
class NothingDeleted extends Error {}

async function insertConfirmations(
  q: Queryable,
  chainId: string,
  safeTxHash: string,
  signatures: readonly NewConfirmation[],
  now: number,
) {
  for (const s of signatures) {
    await q.query(
      `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date)
       values ($1, $2, $3, $4, $5, $6) on conflict (chain_id, safe_tx_hash, owner) do nothing`,
      [chainId, safeTxHash, s.owner, s.signature.toLowerCase(), s.signatureType, now],
    )
    // An approveHash the indexer stored has no signature; the owner's submitted one fills it in. A separate update,
    // not `on conflict do update`: that locks every conflicting row, and concurrent writers then fail on PostgreSQL.
    await q.query(
      `update confirmations set signature = $4
       where chain_id = $1 and safe_tx_hash = $2 and owner = $3 and signature is null`,
      [chainId, safeTxHash, s.owner, s.signature.toLowerCase()],
    )
  }
}

/**
 * The owners that approved the hash on chain before it was proposed (the indexer stored their approveHash with no
 * transaction to confirm yet, e.g. a parent Safe approving a nested transaction first): their confirmations, with
 * the approval's block so a reorg takes them back as it takes back the approval.
 */
async function insertApprovedHashConfirmations(q: Queryable, chainId: string, safe: string, safeTxHash: string) {
  await q.query(
    `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date, block_number)
     select chain_id, hash, owner, null, 'APPROVED_HASH', execution_date, block_number from approved_hashes
     where chain_id = $1 and safe = $2 and hash = $3
     on conflict (chain_id, safe_tx_hash, owner) do nothing`,
    [chainId, safe, safeTxHash],
  )
}
