/** Whether a Safe's event stream is delivering: while it is not, the pages poll. */
export type StreamState = 'connecting' | 'open' | 'down'

// Kept apart from the stream itself (safeEventStream.ts): a page reads the state at its first render, while the
// EventSource, the event parsing and its schema load after the first paint.
const states = new Map<string, StreamState>()
const stateListeners = new Set<() => void>()

/** The state of the stream at `url` ('down' when nobody holds it). */
export function safeEventStreamState(url: string): StreamState {
  return states.get(url) ?? 'down'
}

/** Records the state of the stream at `url` (`undefined` once closed) and tells the listeners when it changed. */
export function setSafeEventStreamState(url: string, state: StreamState | undefined): void {
  if (safeEventStreamState(url) === (state ?? 'down')) {
    if (state === undefined) states.delete(url)
    return
  }
  if (state === undefined) states.delete(url)
  else states.set(url, state)
  for (const listener of stateListeners) listener()
}

/** Calls `listener` whenever any stream's state changes; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeStreamStates(listener: () => void): () => void {
  stateListeners.add(listener)
  return () => stateListeners.delete(listener)
}
