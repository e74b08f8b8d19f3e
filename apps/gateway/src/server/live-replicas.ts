import { randomUUID } from 'node:crypto'
import type { Db } from '../db/db.js'
import { replicas } from '../db/replicas-repository.js'

const BEAT_MS = 2_000
// A replica that missed three beats is counted out (killed, or cut off from the database).
const STALE_MS = 3 * BEAT_MS

/** How many gateway replicas share the database right now (1 on PGlite, which one process owns). */
export type LiveReplicas = { count(): number; stop(): Promise<void> }

/**
 * Counts the replicas on a PostgreSQL database by a heartbeat every 2 s in `gateway_replicas`. A failed beat keeps the
 * last count (the database being away is reported elsewhere); the first count is known before the server listens.
 */
export async function trackLiveReplicas(db: Db): Promise<LiveReplicas> {
  if (db.kind === 'pglite') return { count: () => 1, stop: async () => {} }
  const id = randomUUID()
  let live = 1
  const beat = async () => {
    const now = Date.now()
    live = await replicas.beat(db, id, now, now - STALE_MS).catch(() => live)
  }
  await beat()
  const timer = setInterval(beat, BEAT_MS)
  timer.unref()
  return {
    count: () => live,
    async stop() {
      clearInterval(timer)
      await replicas.leave(db, id).catch(() => {})
    },
  }
}
