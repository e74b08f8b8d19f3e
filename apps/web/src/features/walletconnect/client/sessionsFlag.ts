// Whether this browser holds WalletConnect sessions, kept beside the SDK's own IndexedDB: the Safe's pages read it at
// load to decide whether to start the (lazy, heavy) wallet client at all, without opening the SDK's storage. Not the
// user's data (no `concord.` prefix): the SDK's sessions are the truth, this only says whether to look.
const KEY = 'concord-walletconnect:has-sessions'

/** Whether the last client that ran here had dapp sessions (so the next page load starts the client). */
export function hadDappSessions(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

/** Records whether dapp sessions exist, after each change of the client's sessions. */
export function rememberDappSessions(exist: boolean): void {
  try {
    if (exist) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage off (private mode, quota): the client then starts only on the WalletConnect page.
  }
}
