import { createStore } from '../../store/createStore'
import { useStore } from '../../store/useStore'

/** The wallet dialogs the rest of the app can ask for: RainbowKit's three, and our sign-in. */
export type WalletModal = 'connect' | 'chain' | 'account' | 'signIn'

// RainbowKit arrives when the user reaches for it (the wallet island), so a request made before it is kept here and
// served by the island once it can open that dialog. One request at a time: a newer click replaces an older one.
const request = createStore<WalletModal | null>(null)
const wanted = createStore(false)

/** Asks for a wallet dialog: it opens now if the wallet island is there, else as soon as it has loaded. */
export function requestWalletModal(modal: WalletModal): void {
  request.set(modal)
  wanted.set(true)
}

/** Asks for the wallet island now (the user is about to use it), without opening a dialog. */
export function wantWalletIsland(): void {
  if (!wanted.get()) wanted.set(true)
}

/** Drops the pending request once the island has served it (or found it cannot be served any more). */
export function clearWalletModalRequest(modal: WalletModal): void {
  if (request.get() === modal) request.set(null)
}

/** The pending dialog request, if any. */
export function useWalletModalRequest(): WalletModal | null {
  return useStore(request)
}

/** True once something asked for the wallet island (a click, a focus, a dialog request). */
export function useWalletIslandWanted(): boolean {
  return useStore(wanted)
}
