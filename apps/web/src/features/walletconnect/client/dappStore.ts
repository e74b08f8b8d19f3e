import type { DappProposal, DappSession, DappSessionRequest, WalletKitClient } from './loadWalletKit'

/** What the WalletConnect page shows: proposals and requests waiting for the user, the sessions. */
export type DappState = {
  client: WalletKitClient | null
  /** Why the client could not start, in words. */
  failure: string | null
  proposals: DappProposal[]
  requests: DappSessionRequest[]
  sessions: DappSession[]
}

let state: DappState = { client: null, failure: null, proposals: [], requests: [], sessions: [] }
const listeners = new Set<() => void>()

function set(change: Partial<DappState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

/** The store's current state (for useSyncExternalStore). */
export const dappState = () => state

/** Subscribes to the store (for useSyncExternalStore). */
export function subscribeDapps(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Reads the client's sessions anew (after approve, update, disconnect from either side). */
export function refreshSessions(): void {
  set({ sessions: state.client ? Object.values(state.client.getActiveSessions()) : [] })
}

/** Takes a proposal or request off the screen once answered. */
export function settleProposal(id: number): void {
  set({ proposals: state.proposals.filter((p) => p.id !== id) })
}

/** Takes a request off the queue once answered. */
export function settleRequest(request: DappSessionRequest): void {
  set({ requests: state.requests.filter((r) => r !== request) })
}

/** Records that the client could not start. */
export function clientFailed(why: string): void {
  set({ failure: why })
}

/**
 * Listens to the client once it is up: proposals and requests queue for the page, a session ended from the dapp's
 * side leaves the list, an expired proposal or request leaves the screen.
 */
export function attachClient(client: WalletKitClient): void {
  if (state.client === client) return
  client.on('session_proposal', (proposal) => set({ proposals: [...state.proposals, proposal] }))
  client.on('session_request', (request) => set({ requests: [...state.requests, request] }))
  client.on('session_delete', ({ topic }) => {
    set({ requests: state.requests.filter((r) => r.topic !== topic) })
    refreshSessions()
  })
  client.on('proposal_expire', ({ id }) => settleProposal(id))
  client.on('session_request_expire', ({ id }) => set({ requests: state.requests.filter((r) => r.id !== id) }))
  set({ client, failure: null })
  refreshSessions()
}
