import type { Queryable } from './db.js'

/** The replicas table's SQL: each gateway process's heartbeat on a shared database. */
export const replicas = {
  /** Records that replica `id` is alive at `now` (ms), forgets replicas silent since `staleBefore`; how many live. */
  async beat(db: Queryable, id: string, now: number, staleBefore: number): Promise<number> {
    await db.query(
      `insert into gateway_replicas (id, seen_at) values ($1, $2)
       on conflict (id) do update set seen_at = excluded.seen_at`,
      [id, now],
    )
    await db.query('delete from gateway_replicas where seen_at < $1', [staleBefore])
    const [row] = await db.query<{ live: number | string }>(
      'select count(*) as live from gateway_replicas where seen_at >= $1',
      [staleBefore],
    )
    return Math.max(1, Number(row?.live ?? 1))
  },
  /** Removes replica `id` (it is stopping). */
  async leave(db: Queryable, id: string): Promise<void> {
    await db.query('delete from gateway_replicas where id = $1', [id])
  },
}
