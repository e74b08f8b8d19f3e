import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db, Queryable } from '../../../db/db.js'
import { type AttemptOutcome, DeliveryRow, type NewDelivery, OutboxRow, SubscriptionRow } from './alert-rows.js'

// Whether its creator may still manage the Safe's alerts (the operator, or a current owner) is read with every row.
const SUBSCRIPTION = `select id, chain_id as "chainId", safe, channel, destination, format, secret, events, thresholds,
  created_by as "createdBy", created_at as "createdAt", include_untrusted_tokens as "includeUntrustedTokens",
  confirmed_at as "confirmedAt", (created_by = 'admin' or exists (select 1 from safe_owners o
    where o.chain_id = s.chain_id::bigint and o.safe = s.safe and lower(o.owner) = lower(s.created_by)))
    as "creatorIsOwner"
  from alert_subscriptions s`
const DELIVERY = `select id, subscription_id as "subscriptionId", dedupe_key as "dedupeKey", type, payload, status,
  attempts, next_attempt_at as "nextAttemptAt", lease_until as "leaseUntil", last_error as "lastError",
  delivered_at as "deliveredAt", created_at as "createdAt" from alert_deliveries`
// Held deliveries (over a rate limit), and those folded into a summary since, are not deliveries of their own.
const VISIBLE = `${DELIVERY} where status not in ('held', 'folded')`
const Subscriptions = z.array(SubscriptionRow)

/** A queued transaction due a reminder to one subscription. */
const ReminderDue = z.object({
  subscriptionId: z.string(),
  chainId: z.string(),
  safe: z.string(),
  safeTxHash: z.string(),
  nonce: z.number(),
  submittedAt: z.number(),
  threshold: z.number(),
  confirmations: z.number(),
  missing: z.array(z.string()),
})
export type ReminderDue = z.output<typeof ReminderDue>
const Deliveries = z.array(DeliveryRow)
const Exists = z.array(z.object({ due: z.boolean() }))
/** One attempt made, to record: the claimed delivery, its outcome, and when to try again (null: park it). */
export type FinishedAttempt = { delivery: DeliveryRow; outcome: AttemptOutcome; retryAt: number | null }

const safeKey = (row: { chainId: string; safe: string }) => `${row.chainId}:${row.safe}`

/** The subscriptions and deliveries of alerts, and the outbox they are fanned out from. */
export const alerts = {
  /** Stores a new subscription (an email one with the hash of the token its confirmation link carries). */
  async insertSubscription(db: Queryable, row: SubscriptionRow, confirmTokenHash?: string): Promise<void> {
    const { id, chainId, safe, channel, destination, format, secret, createdBy, createdAt } = row
    const [events, thresholds] = [JSON.stringify(row.events), JSON.stringify(row.thresholds)]
    await db.query(
      `insert into alert_subscriptions (id, chain_id, safe, channel, destination, format, secret, events, thresholds,
         created_by, created_at, include_untrusted_tokens, confirmed_at, confirm_token_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14)`,
      [
        ...[id, chainId, safe, channel, destination, format, secret, events, thresholds, createdBy, createdAt],
        ...[row.includeUntrustedTokens, row.confirmedAt, confirmTokenHash ?? null],
      ],
    )
  },

  /** A Safe's subscriptions, oldest first. */
  async subscriptionsOf(db: Queryable, chainId: string, safe: string): Promise<SubscriptionRow[]> {
    const rows = await db.query(`${SUBSCRIPTION} where chain_id = $1 and safe = $2 order by created_at, id`, [
      chainId,
      safe,
    ])
    return Subscriptions.parse(rows)
  },

  /** One subscription of a Safe, or null. */
  async subscription(db: Queryable, chainId: string, safe: string, id: string): Promise<SubscriptionRow | null> {
    const rows = await db.query(`${SUBSCRIPTION} where chain_id = $1 and safe = $2 and id = $3`, [chainId, safe, id])
    return Subscriptions.parse(rows)[0] ?? null
  },

  /** Subscriptions by id (the ones claimed deliveries go to). */
  async subscriptionsById(db: Queryable, ids: readonly string[]): Promise<Map<string, SubscriptionRow>> {
    if (ids.length === 0) return new Map()
    const rows = Subscriptions.parse(
      await db.query(`${SUBSCRIPTION} where id = any($1::text[])`, [`{${ids.join(',')}}`]),
    )
    return new Map(rows.map((row) => [row.id, row]))
  },

  /** Deletes a subscription with its deliveries; whether there was one. */
  async deleteSubscription(db: Queryable, chainId: string, safe: string, id: string): Promise<boolean> {
    const gone = await db.query(
      'delete from alert_subscriptions where chain_id = $1 and safe = $2 and id = $3 returning 1',
      [chainId, safe, id],
    )
    return gone.length > 0
  },

  /**
   * Confirms the email subscription whose confirmation token hashes to `tokenHash` (again: no change); returns it, or
   * null for a token that confirms nothing.
   */
  async confirmEmail(db: Queryable, tokenHash: string, now: number): Promise<SubscriptionRow | null> {
    const rows = await db.query(
      'update alert_subscriptions set confirmed_at = coalesce(confirmed_at, $2) where confirm_token_hash = $1 returning id',
      [tokenHash, now],
    )
    const id = z.array(z.object({ id: z.string() })).parse(rows)[0]?.id
    return id === undefined ? null : ((await this.subscriptionsById(db, [id])).get(id) ?? null)
  },

  /** Replaces a subscription's signing secret. */
  async setSecret(db: Queryable, id: string, secret: string): Promise<void> {
    await db.query('update alert_subscriptions set secret = $2 where id = $1', [id, secret])
  },

  /** Whether outbox events wait for fan-out, or deliveries are due (a read, so an idle poll writes nothing). */
  async hasWork(db: Queryable, now: number): Promise<boolean> {
    const rows = await db.query(
      `select exists (select 1 from alert_events) or exists (select 1 from alert_deliveries
         where status = 'pending' and next_attempt_at <= $1 and (lease_until is null or lease_until < $1)) as due`,
      [now],
    )
    return Exists.parse(rows)[0]?.due === true
  },

  /**
   * Fans up to `limit` outbox events out into deliveries in one transaction: locks them (`for update skip locked`,
   * so replicas take different ones), reads the subscriptions of all their Safes in one query, inserts what `plan`
   * makes of each event (after `hold` marked those over a rate limit) in one statement, deletes them. A delivery's
   * dedupe key keeps a re-sent event from being delivered twice. Returns how many events it took.
   */
  async dispatch(
    db: Db,
    limit: number,
    now: number,
    plan: (q: Queryable, event: OutboxRow, subscriptions: readonly SubscriptionRow[]) => Promise<NewDelivery[]>,
    hold: (q: Queryable, deliveries: NewDelivery[]) => Promise<NewDelivery[]> = async (_, deliveries) => deliveries,
  ): Promise<number> {
    return db.transaction(async (q) => {
      const events = z.array(OutboxRow).parse(
        await q.query(
          `select id, event_key as "eventKey", chain_id as "chainId", safe, type, payload, created_at as "createdAt"
           from alert_events
           order by id limit $1 for update skip locked`,
          [limit],
        ),
      )
      if (events.length === 0) return 0
      const bySafe = await subscriptionsOfSafes(q, events)
      const deliveries: NewDelivery[] = []
      for (const event of events) deliveries.push(...(await plan(q, event, bySafe.get(safeKey(event)) ?? [])))
      await insertDeliveries(q, await hold(q, deliveries), now)
      await q.query('delete from alert_events where id = any($1::bigint[])', [`{${events.map((e) => e.id).join(',')}}`])
      return events.length
    })
  },

  /** Inserts deliveries in one statement (a repeated dedupe key of a subscription adds nothing). */
  async addDeliveries(q: Queryable, deliveries: readonly NewDelivery[], now: number): Promise<void> {
    await insertDeliveries(q, deliveries, now)
  },

  /**
   * Adds one delivery (a reminder, a test), leased until `leaseUntil` when the caller attempts it itself; a repeated
   * dedupe key adds nothing. Returns its id, or null.
   */
  async addDelivery(db: Queryable, delivery: NewDelivery, now: number, leaseUntil?: number): Promise<string | null> {
    return insertDelivery(db, delivery, now, leaseUntil ?? null)
  },

  /**
   * Records attempts and their results in one statement: each delivery delivered, parked (no attempts left: `retryAt`
   * null) or due again at `retryAt`. A delivery deleted meanwhile (with its subscription) is skipped.
   */
  async finishAttempts(db: Queryable, finished: readonly FinishedAttempt[], now: number): Promise<void> {
    if (finished.length === 0) return
    const rows = finished.map(({ delivery, outcome, retryAt }) => ({
      id: delivery.id,
      attempt: delivery.attempts + 1,
      status: outcome.ok ? 'delivered' : retryAt === null ? 'parked' : 'pending',
      status_code: outcome.statusCode,
      error: outcome.error,
      duration_ms: outcome.durationMs,
      retry_at: outcome.ok ? null : retryAt,
      delivered_at: outcome.ok ? now : null,
    }))
    await db.query(
      `with x as (select * from jsonb_to_recordset($1::jsonb) as x(id text, attempt int, status text,
         status_code int, error text, duration_ms int, retry_at bigint, delivered_at bigint)),
       logged as (insert into alert_attempts (delivery_id, attempt, at, status_code, error, duration_ms)
         select x.id, x.attempt, $2, x.status_code, x.error, x.duration_ms from x
         where exists (select 1 from alert_deliveries d where d.id = x.id) on conflict do nothing)
       update alert_deliveries d set attempts = x.attempt, status = x.status, lease_until = null, last_error = x.error,
         next_attempt_at = coalesce(x.retry_at, d.next_attempt_at), delivered_at = x.delivered_at
       from x where d.id = x.id`,
      [JSON.stringify(rows), now],
    )
  },

  /** The latest deliveries of a subscription, newest first. */
  async recentDeliveries(db: Queryable, subscriptionId: string, limit: number): Promise<DeliveryRow[]> {
    const rows = await db.query(`${VISIBLE} and subscription_id = $1 order by created_at desc, id limit $2`, [
      subscriptionId,
      limit,
    ])
    return Deliveries.parse(rows)
  },

  /** One delivery of a subscription, or null. */
  async delivery(db: Queryable, subscriptionId: string, id: string): Promise<DeliveryRow | null> {
    const rows = await db.query(`${VISIBLE} and subscription_id = $1 and id = $2`, [subscriptionId, id])
    return Deliveries.parse(rows)[0] ?? null
  },

  /** Puts a parked delivery back in the queue, due now, with a fresh count of attempts; whether it was parked. */
  async retryParked(db: Queryable, id: string, now: number): Promise<boolean> {
    const rows = await db.query(
      `update alert_deliveries set status = 'pending', attempts = 0, next_attempt_at = $2, lease_until = null
       where id = $1 and status = 'parked' returning 1`,
      [id, now],
    )
    return rows.length > 0
  },

  /**
   * Queued, trusted transactions still short of their threshold longer than a PENDING_REMINDER subscription's delay,
   * not yet reminded of to it: the subscription, the transaction and the owners who have not signed.
   */
  async remindersDue(db: Queryable, now: number): Promise<ReminderDue[]> {
    const rows = await db.query(
      `select s.id as "subscriptionId", s.chain_id as "chainId", m.safe, m.safe_tx_hash as "safeTxHash", m.nonce,
         m.submission_date as "submittedAt", sf.threshold,
         (select count(*)::int from confirmations c where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash)
           as confirmations,
         coalesce((select json_agg(o.owner order by o.position) from safe_owners o
           where o.chain_id = m.chain_id and o.safe = m.safe and not exists (select 1 from confirmations c
             where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash and c.owner = o.owner)), '[]'::json)
           as missing
       from alert_subscriptions s
       join multisig_transactions m on m.chain_id = s.chain_id::bigint and m.safe = s.safe
       join safes sf on sf.chain_id = m.chain_id and sf.address = m.safe
       where s.events ? 'PENDING_REMINDER' and s.thresholds->>'reminderAfterMinutes' is not null
         and m.tx_hash is null and m.trusted and m.nonce >= sf.nonce
         and m.submission_date <= $1 - (s.thresholds->>'reminderAfterMinutes')::bigint * 60000
         and not exists (select 1 from alert_deliveries d
           where d.subscription_id = s.id and d.dedupe_key = 'reminder:' || m.safe_tx_hash)
         and (select count(*) from confirmations c where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash)
           < sf.threshold
       order by m.submission_date limit 200`,
      [now],
    )
    return z.array(ReminderDue).parse(rows)
  },

  /** Ends every lease: for an embedded database at start, where no other process can be delivering. */
  async releaseLeases(db: Queryable): Promise<void> {
    await db.query('update alert_deliveries set lease_until = null where lease_until is not null')
  },
}

async function insertDelivery(
  q: Queryable,
  delivery: NewDelivery,
  now: number,
  leaseUntil: number | null = null,
): Promise<string | null> {
  const { subscriptionId, dedupeKey, type, payload } = delivery
  const rows = await q.query(
    `insert into alert_deliveries (id, subscription_id, dedupe_key, type, payload, status, next_attempt_at, created_at,
       lease_until) values ($1, $2, $3, $4, $5::jsonb, 'pending', $6, $6, $7)
     on conflict (subscription_id, dedupe_key) do nothing returning id`,
    [randomUUID(), subscriptionId, dedupeKey, type, JSON.stringify(payload), now, leaseUntil],
  )
  return z.array(z.object({ id: z.string() })).parse(rows)[0]?.id ?? null
}

/** The subscriptions of the Safes of `events`, by chain and Safe, in one query. */
async function subscriptionsOfSafes(q: Queryable, events: readonly OutboxRow[]) {
  const keys = [...new Map(events.map((e) => [safeKey(e), { chain_id: e.chainId, safe: e.safe }])).values()]
  const rows = Subscriptions.parse(
    await q.query(
      `${SUBSCRIPTION} where (chain_id, safe) in
         (select k.chain_id, k.safe from jsonb_to_recordset($1::jsonb) as k(chain_id text, safe text))
       order by created_at, id`,
      [JSON.stringify(keys)],
    ),
  )
  const bySafe = new Map<string, SubscriptionRow[]>()
  for (const row of rows) bySafe.set(safeKey(row), [...(bySafe.get(safeKey(row)) ?? []), row])
  return bySafe
}

/** Inserts planned deliveries in one statement; a repeated dedupe key of a subscription adds nothing. */
async function insertDeliveries(q: Queryable, deliveries: readonly NewDelivery[], now: number): Promise<void> {
  if (deliveries.length === 0) return
  const rows = deliveries.map((d) => ({
    id: randomUUID(),
    subscription_id: d.subscriptionId,
    dedupe_key: d.dedupeKey,
    type: d.type,
    payload: d.payload,
    status: d.held === true ? 'held' : 'pending',
  }))
  await q.query(
    `insert into alert_deliveries (id, subscription_id, dedupe_key, type, payload, status, next_attempt_at, created_at)
     select x.id, x.subscription_id, x.dedupe_key, x.type, x.payload, x.status, $2, $2
     from jsonb_to_recordset($1::jsonb)
       as x(id text, subscription_id text, dedupe_key text, type text, payload jsonb, status text)
     on conflict (subscription_id, dedupe_key) do nothing`,
    [JSON.stringify(rows), now],
  )
}
