// The pages on their way to the screen (lazy route modules fetched, not yet mounted), so that work meant for after
// the first paint (the wallet island, ENS names) waits for the page's own code and first render as it waits for its
// data. Written by the app shell's routes, read by features and shared layers.
const pending = new Set<object>()
const listeners = new Set<() => void>()

/** A page (keyed by its route) is being fetched and will mount. */
export function pageLoadStarted(page: object): void {
  pending.add(page)
}

/** The page has mounted (its first render committed, its effects run): it no longer counts as loading. */
export function pageMounted(page: object): void {
  if (!pending.delete(page)) return
  for (const listener of listeners) listener()
}

/** How many pages are being fetched or about to mount. */
export function pageLoadsPending(): number {
  return pending.size
}

/** Calls `listener` whenever a page has mounted; returns the unsubscribe. */
export function onPageLoadSettled(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
