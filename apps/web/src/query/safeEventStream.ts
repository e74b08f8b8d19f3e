import type { QueryClient } from '@tanstack/react-query'
import { type StreamState, setSafeEventStreamState } from './safeEventStreamStates'
import {
  ALL_SAFE_QUERIES,
  invalidateSafeQueries,
  parseSafeEvent,
  queriesChangedBy,
  type SafeEvent,
  type SafeQueryKind,
  type SafeScope,
} from './safeEvents'

// A gateway without the stream (404) or a stream closed by the server is tried again after this long.
const REOPEN_MS = 30_000
// What a tab that becomes visible refetches: what other owners change while nobody looks.
const ON_VISIBLE: readonly SafeQueryKind[] = ['queue', 'safeInfo', 'balances', 'history']

type Stream = {
  users: number
  state: StreamState
  source: EventSource | null
  reopen: ReturnType<typeof setTimeout> | undefined
  /** When events may have started to be missed (connect or drop): data older than that is refetched on open. */
  gapSince: number
  close(): void
}

const streams = new Map<string, Stream>()

/** Who hears the events of every open stream (notifications), with the Safe each came from. */
export type SafeEventListener = (scope: SafeScope, event: SafeEvent) => void
const eventListeners = new Set<SafeEventListener>()

function setState(url: string, stream: Stream, state: StreamState) {
  stream.state = state
  setSafeEventStreamState(url, state)
}

function openStream(url: string, queryClient: QueryClient, scope: SafeScope): Stream {
  const stream: Stream = { users: 0, state: 'connecting', source: null, reopen: undefined, gapSince: Date.now(), close }
  setSafeEventStreamState(url, 'connecting')
  const onVisible = () => {
    if (document.visibilityState === 'visible') void invalidateSafeQueries(queryClient, scope, ON_VISIBLE)
  }
  function connect() {
    const source = new EventSource(url)
    stream.source = source
    source.onopen = () => {
      setState(url, stream, 'open')
      // Whatever changed between the last fetch and now came by no event: refetch what predates the gap.
      void invalidateSafeQueries(queryClient, scope, ALL_SAFE_QUERIES, stream.gapSince)
    }
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseSafeEvent(message.data)
      void invalidateSafeQueries(queryClient, { ...scope, safeTxHash: event?.safeTxHash }, queriesChangedBy(event))
      if (event) for (const listener of eventListeners) listener(scope, event)
    }
    source.onerror = () => {
      if (stream.state === 'open') stream.gapSince = Date.now()
      setState(url, stream, 'down')
      // CONNECTING: the browser retries by itself. CLOSED (e.g. 404): try again later, polling meanwhile.
      if (source.readyState === EventSource.CLOSED) {
        stream.reopen = setTimeout(connect, REOPEN_MS)
      }
    }
  }
  function close() {
    clearTimeout(stream.reopen)
    stream.source?.close()
    document.removeEventListener('visibilitychange', onVisible)
    streams.delete(url)
    stream.state = 'down'
    setSafeEventStreamState(url, undefined)
  }
  document.addEventListener('visibilitychange', onVisible)
  connect()
  return stream
}

/**
 * Keeps the Safe's event stream at `url` open while at least one caller holds it (one EventSource per Safe however
 * many pages and hooks watch it); each event invalidates the queries it changed. Returns the release function.
 */
export function retainSafeEventStream(url: string, queryClient: QueryClient, scope: SafeScope): () => void {
  const stream = streams.get(url) ?? openStream(url, queryClient, scope)
  streams.set(url, stream)
  stream.users += 1
  return () => {
    stream.users -= 1
    if (stream.users === 0) stream.close()
  }
}

/**
 * Calls `listener` with each event of every open stream (the streams the pages and the notifications hold; this
 * opens none); returns the unsubscribe.
 */
export function subscribeSafeEvents(listener: SafeEventListener): () => void {
  eventListeners.add(listener)
  return () => eventListeners.delete(listener)
}
