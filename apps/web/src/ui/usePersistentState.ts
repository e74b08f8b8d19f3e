import { useCallback, useState } from 'react'

/** React state mirrored in localStorage as JSON; a value that fails `isValid` falls back to the default. */
export function usePersistentState<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key)
      const parsed: unknown = raw === null ? initial : JSON.parse(raw)
      return isValid(parsed) ? parsed : initial
    } catch {
      return initial
    }
  })
  const update = useCallback(
    (next: T) => {
      localStorage.setItem(key, JSON.stringify(next))
      setValue(next)
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
