import type { DappProposal, DappSession, DappSessionRequest, WalletKitClient } from './loadWalletKit'
import { rememberDappSessions } from './sessionsFlag'

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
  const sessions = state.client ? Object.values(state.client.getActiveSessions()) : []
  rememberDappSessions(sessions.length > 0)
  set({ sessions })
}

/** Queues requests not queued yet (by id): the SDK's event and its pending store may both bring one. */
function queueRequests(requests: DappSessionRequest[]): void {
  const fresh = requests.filter((r) => !state.requests.some((q) => q.id === r.id))
  if (fresh.length > 0) set({ requests: [...state.requests, ...fresh] })
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
 * side leaves the list, an expired proposal or request leaves the screen. Requests that arrived while no page was
 * open (the relay keeps them) are queued too: the SDK emits them right after it starts, possibly before anyone
 * listens, but keeps them in its pending store until answered.
 */
export function attachClient(client: WalletKitClient): void {
  if (state.client === client) return
  client.on('session_proposal', (proposal) => set({ proposals: [...state.proposals, proposal] }))
  client.on('session_request', (request) => queueRequests([request]))
  client.on('session_delete', ({ topic }) => {
    set({ requests: state.requests.filter((r) => r.topic !== topic) })
    refreshSessions()
  })
  client.on('proposal_expire', ({ id }) => settleProposal(id))
  client.on('session_request_expire', ({ id }) => set({ requests: state.requests.filter((r) => r.id !== id) }))
  set({ client, failure: null })
  refreshSessions()
  queueRequests(client.getPendingSessionRequests() as DappSessionRequest[])
}
