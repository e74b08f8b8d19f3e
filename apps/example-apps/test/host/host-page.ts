// A wallet page on another origin: embeds one app with @concord/apps-host and lets the test review its requests.
import { createAppHost, type UserRequest } from '@concord/apps-host'
import { rpcCall } from '@concord/test-kit/json-rpc'
import { SAFE_INFO } from './fixtures.js'

/** What tests reach as `globalThis.wallet`. */
export type WalletPageApi = {
  /** Requests waiting for a person, in arrival order (approve/reject them from the test). */
  requests: UserRequest[]
  /** The requests without their functions. */
  view(): Omit<UserRequest, 'approve' | 'reject'>[]
  /** Raw data of every message the app frame posted, as it was on the wire. */
  wire: { method: string; params: unknown }[]
  /** Errors the host reported (handler failures). */
  errors: string[]
}

const query = new URLSearchParams(location.search)
const appUrl = query.get('app') ?? ''
const rpcUrl = query.get('rpc')

async function forwardRpc(call: string, params: unknown[]): Promise<unknown> {
  if (!rpcUrl) throw new Error('no rpc URL given to the test wallet')
  return rpcCall(rpcUrl, call, params)
}

const api: WalletPageApi = {
  requests: [],
  view: () => api.requests.map(({ approve: _a, reject: _r, ...rest }) => rest),
  wire: [],
  errors: [],
}

const iframe = document.createElement('iframe')
iframe.id = 'app-frame'
iframe.title = 'app'
iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms')
iframe.style.cssText = 'width: 900px; height: 900px; border: 0'
document.body.append(iframe)
// The bridge listens before the frame loads, so the app's first getSafeInfo is never lost.
window.addEventListener('message', (event) => {
  if (event.source === iframe.contentWindow) api.wire.push(event.data as WalletPageApi['wire'][number])
})
createAppHost({
  iframe,
  appUrl,
  handlers: { getSafeInfo: () => SAFE_INFO, rpcCall: (call, params) => forwardRpc(call, params) },
  onUserRequest: (request) => api.requests.push(request),
  onError: (error, method) => api.errors.push(`${method}: ${String(error)}`),
})
Object.assign(globalThis, { wallet: api })
iframe.src = appUrl
