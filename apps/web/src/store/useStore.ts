import { useSyncExternalStore } from 'react'
import type { Store } from './createStore'

/** The store's current value; the component re-renders when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get)
}
