// The web's one store helper: a value, its subscribers, and optionally its copy in localStorage. It stays on the
// first-paint path (theme, toasts, notifications, address book), so it imports nothing (useStore: React): no schema
// library, no protocol. A store that persists brings its own `parse` (valibot or zod/mini, whichever its bundle has).

/** A value shared by the components of a tab: read it, replace it, hear of changes (for useSyncExternalStore). */
export interface Store<T> {
  /** The current value: the same object until it changes (a persisted store re-reads storage when its text changed). */
  get(): T
  /** Replaces the value (and its stored copy) and tells every subscriber of this tab. */
  set(next: T): void
  /** Tells every subscriber of this tab the value may have changed (after a direct write to storage). */
  notify(): void
  /** Calls `listener` on every change, in this tab or (persisted) another tab of the profile; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/** Where and how a store keeps its value in localStorage. */
export interface Persistence<T> {
  /** The storage key: never renamed, or users' saved values are lost. */
  key: string
  /** Reads the stored text; may throw (or the schema may), and then the store holds its initial value. */
  parse(raw: string): T
  /** The text to store, or null to remove the key; JSON by default. */
  serialize?(value: T): string | null
  /** Other keys whose change in another tab may change this value (e.g. an older format's key). */
  watch?: readonly string[]
}

/** A store of `initial`, kept in localStorage under `persist.key` when `persist` is given. */
export function createStore<T>(initial: T, persist?: Persistence<T>): Store<T> {
  const listeners = new Set<() => void>()
  let value = initial
  // The stored text `value` was read from: a read compares it, so a write elsewhere in the page is seen at once.
  let raw: string | null = null
  const parse = (text: string | null): T => {
    if (text === null || !persist) return initial
    try {
      return persist.parse(text)
    } catch {
      return initial
    }
  }
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const get = (): T => {
    if (!persist) return value
    const text = localStorage.getItem(persist.key)
    if (text !== raw) {
      raw = text
      value = parse(text)
    }
    return value
  }
  const set = (next: T): void => {
    value = next
    if (persist) {
      raw = persist.serialize ? persist.serialize(next) : JSON.stringify(next)
      if (raw === null) localStorage.removeItem(persist.key)
      else localStorage.setItem(persist.key, raw)
    }
    notify()
  }
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener)
    if (!persist) return () => listeners.delete(listener)
    const keys = [persist.key, ...(persist.watch ?? [])]
    const onStorage = (event: StorageEvent) => {
      // A null key is `localStorage.clear()` in another tab.
      if (event.key === null || keys.includes(event.key)) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
  return { get, set, notify, subscribe }
}
