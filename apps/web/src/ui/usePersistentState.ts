import { useCallback, useSyncExternalStore } from 'react'

// One value per key for the whole page: every component reading a key sees a change at once (the currency switched
// on the Assets page updates the sidebar's total; a token hidden there is hidden on Home), and other tabs' changes
// arrive through the storage event.
const listeners = new Map<string, Set<() => void>>()
const snapshots = new Map<string, { raw: string | null; value: unknown }>()

function subscribe(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set()
  listeners.set(key, forKey)
  forKey.add(listener)
  const onStorage = (event: StorageEvent) => event.key === key && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    forKey.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The parsed value of `key`, the same object until the stored text changes (as useSyncExternalStore needs); with
 * nothing stored, the first reader's default (callers of one key share it).
 */
export function readPersistentState<T>(key: string, initial: T, isValid: (value: unknown) => value is T): T {
  const raw = readRaw(key)
  const cached = snapshots.get(key)
  if (cached && cached.raw === raw) return cached.value as T
  let value: T = initial
  try {
    const parsed: unknown = raw === null ? initial : JSON.parse(raw)
    if (isValid(parsed)) value = parsed
  } catch {
    value = initial
  }
  snapshots.set(key, { raw, value })
  return value
}

/**
 * React state mirrored in localStorage as JSON and shared by every component of the page that reads the same key; a
 * value that fails `isValid` falls back to the default.
 */
export function usePersistentState<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  const value = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readPersistentState(key, initial, isValid),
  )
  const update = useCallback(
    (next: T) => {
      try {
        localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Storage full or blocked: the value still holds for this page.
      }
      snapshots.set(key, { raw: readRaw(key) ?? JSON.stringify(next), value: next })
      for (const listener of listeners.get(key) ?? []) listener()
    },
    [key],
  )
  return [value, update] as const
}

/** Type guard for persisted strings. */
export const isString = (value: unknown): value is string => typeof value === 'string'
/** Type guard for persisted booleans. */
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
/** Type guard for persisted string lists. */
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string')
