import { useSyncExternalStore } from 'react'

/** The RainbowKit dialogs the rest of the app can ask for. */
export type WalletModal = 'connect' | 'chain' | 'account'

// RainbowKit arrives when the user reaches for it (the wallet island), so a request made before it is kept here and
// served by the island once it can open that dialog. One request at a time: a newer click replaces an older one.
let request: WalletModal | null = null
let wanted = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Asks for a wallet dialog: it opens now if the wallet island is there, else as soon as it has loaded. */
export function requestWalletModal(modal: WalletModal): void {
  request = modal
  wanted = true
  notify()
}

/** Asks for the wallet island now (the user is about to use it), without opening a dialog. */
export function wantWalletIsland(): void {
  if (wanted) return
  wanted = true
  notify()
}

/** Drops the pending request once the island has served it (or found it cannot be served any more). */
export function clearWalletModalRequest(modal: WalletModal): void {
  if (request !== modal) return
  request = null
  notify()
}

/** The pending dialog request, if any. */
export function useWalletModalRequest(): WalletModal | null {
  return useSyncExternalStore(subscribe, () => request)
}

/** True once something asked for the wallet island (a click, a focus, a dialog request). */
export function useWalletIslandWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted)
}
