import { createHash } from 'node:crypto'

/** A message held for a topic until its TTL runs out. */
export type StoredMessage = {
  /** sha256 of topic and message: a publish repeated by a retrying client is stored once. */
  key: string
  topic: string
  message: string
  tag: number
  /** Milliseconds since the epoch, as the SDK sorts by it. */
  publishedAt: number
  /** Order of publication (several may share a millisecond). */
  seq: number
  expiresAt: number
  /** Who published it: never delivered back to them. */
  from: string
  /** Clients that acknowledged it (or fetched it): not delivered to them again. */
  deliveredTo: Set<string>
}

/** What a publish did: stored (to be fanned out), or a repeat of a message still held. */
export type PutOutcome = { stored: StoredMessage } | { repeat: StoredMessage }

/** The relay's mailbox: messages per topic, kept until expiry, at most `maxPerTopic` each (the oldest go first). */
export function createMailbox(maxPerTopic: number, now: () => number = Date.now) {
  const topics = new Map<string, StoredMessage[]>()
  let seq = 0

  const live = (topic: string): StoredMessage[] => {
    const held = topics.get(topic)
    if (held === undefined) return []
    const at = now()
    const kept = held.filter((m) => m.expiresAt > at)
    if (kept.length === 0) topics.delete(topic)
    else if (kept.length !== held.length) topics.set(topic, kept)
    return kept
  }

  return {
    /** Stores a message for `ttlSeconds`; the same message on the same topic again is a repeat. */
    put(input: { topic: string; message: string; tag: number; ttlSeconds: number; from: string }): PutOutcome {
      const key = createHash('sha256').update(input.topic).update('\n').update(input.message).digest('hex')
      const held = live(input.topic)
      const existing = held.find((m) => m.key === key)
      if (existing !== undefined) return { repeat: existing }
      const publishedAt = now()
      const stored: StoredMessage = {
        key,
        topic: input.topic,
        message: input.message,
        tag: input.tag,
        publishedAt,
        seq: seq++,
        expiresAt: publishedAt + input.ttlSeconds * 1000,
        from: input.from,
        deliveredTo: new Set(),
      }
      const next = [...held, stored]
      topics.set(input.topic, next.length > maxPerTopic ? next.slice(next.length - maxPerTopic) : next)
      return { stored }
    },
    /** Messages of `topic` that `client` has not published, acknowledged or fetched, oldest first. */
    pendingFor(client: string, topic: string): StoredMessage[] {
      return live(topic).filter((m) => m.from !== client && !m.deliveredTo.has(client))
    },
    /** Whether `message` is still held (not expired, not pushed out by newer ones). */
    holds(message: StoredMessage): boolean {
      return live(message.topic).includes(message)
    },
    /** Drops every expired message (run now and then, so topics nobody reads do not pile up). */
    sweep(): void {
      for (const topic of [...topics.keys()]) live(topic)
    },
    /** Messages held across all topics. */
    size(): number {
      let count = 0
      for (const held of topics.values()) count += held.length
      return count
    },
  }
}

/** The mailbox's type. */
export type Mailbox = ReturnType<typeof createMailbox>
