// The wallet side under test: @concord/apps-host attached to an app iframe from another origin.
import {
  type AppHost,
  createAppHost,
  createLocalStoragePermissionStorage,
  type DropReason,
  PermissionsStore,
  type UserRequest,
} from '@concord/apps-host'
import { rpcCall } from '../../anvil/rpc-call.js'
import { addFrame, type PageIFrame, page, param } from './dom.js'
import {
  ADDRESS_BOOK,
  balancesIn,
  CHAIN_INFO,
  KNOWN_SAFE_TX_HASH,
  SAFE_ADDRESS,
  SAFE_INFO,
  SIGNED_SAFE_MESSAGE,
} from './fixtures.js'

const appUrl = param('app') ?? ''
const rpcUrl = param('rpc') ?? ''
/** Host timeouts as JSON (e.g. {"rpcCallMs":300}); the host's defaults otherwise. */
const timeouts = param('timeouts')
/** The host's rate limit as JSON (e.g. {"burst":100,"perSecond":1}); the default otherwise. */
const rateLimit = param('rateLimit')

/** How a test makes a wallet handler misbehave: never settle (until released), answer uncloneable data, or throw. */
export type HandlerFault = 'stall' | 'unclonable' | 'throw'

/** What the tests reach as `globalThis.bridge` in the wallet page. */
export type HostPageApi = {
  host: AppHost
  iframe: PageIFrame
  /** User-facing requests in arrival order; tests approve or reject them. */
  requests: UserRequest[]
  /** The same requests without their functions (what a test can read back). */
  view(): Omit<UserRequest, 'approve' | 'reject'>[]
  /** Handler calls the host made, in order. */
  calls: { method: string; params: unknown }[]
  /** Raw data of every message the app frame posted to the wallet window. */
  wire: unknown[]
  drops: { reason: DropReason; origin: string }[]
  errors: string[]
  /** Faults per handler method; tests set them at any time (getSafeInfo, synchronous by contract, has none). */
  faults: Record<string, HandlerFault>
  /** Handler calls held by a 'stall' fault, in order; `release` settles one late. */
  stalled: { method: string; release(value: unknown): void }[]
  /** Methods whose handler call the host gave up on (its AbortSignal fired), in order. */
  aborted: string[]
  /** Adds another frame on the wallet page (a third window). */
  addSibling(src: string): Promise<void>
  /** Opens a popup window (another third window) whose opener is the wallet. */
  openPopup(src: string): void
}

/** JSON-RPC to anvil; with `rpc=memory` a fixed answer instead, so the bridge benchmark measures the bridge alone. */
async function rpc(call: string, params: unknown[], signal: AbortSignal | undefined): Promise<unknown> {
  if (rpcUrl === 'memory') return call === 'eth_gasPrice' ? '0x3b9aca00' : null
  return rpcCall(rpcUrl, call, params, signal)
}

const requests: UserRequest[] = []
const calls: HostPageApi['calls'] = []
const drops: HostPageApi['drops'] = []
const errors: string[] = []
const wire: unknown[] = []
const faults: HostPageApi['faults'] = {}
const stalled: HostPageApi['stalled'] = []
const aborted: string[] = []
const record = <T>(method: string, params: unknown, value: T): T => {
  calls.push({ method, params })
  return value
}
/** Runs `answer` for `method` unless a test set a fault for it; notes when the host aborts the call. */
const faulty = <T>(method: string, signal: AbortSignal | undefined, answer: () => T): T | Promise<never> => {
  signal?.addEventListener('abort', () => aborted.push(method))
  const fault = faults[method]
  if (fault === 'throw') throw new Error(`${method} handler broke`)
  // A function cannot be cloned by postMessage: the host must still answer something.
  if (fault === 'unclonable') return Promise.resolve({ callback: () => undefined }) as Promise<never>
  if (fault === 'stall') return new Promise((resolve) => stalled.push({ method, release: resolve as () => void }))
  return answer()
}

const iframe = await addFrame(appUrl, 'app', (frame) => {
  // Record the raw wire traffic from the app frame, independently of the host's own listener.
  page.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow) wire.push(event.data)
  })
  const host = createAppHost({
    iframe: frame,
    appUrl,
    permissions: new PermissionsStore(
      param('persist') === '1' ? createLocalStoragePermissionStorage(page.localStorage) : undefined,
    ),
    ...(timeouts ? { timeouts: JSON.parse(timeouts) } : {}),
    ...(rateLimit ? { rateLimit: JSON.parse(rateLimit) } : {}),
    handlers: {
      getSafeInfo: () => record('getSafeInfo', undefined, SAFE_INFO),
      getChainInfo: (signal) => faulty('getChainInfo', signal, () => record('getChainInfo', undefined, CHAIN_INFO)),
      getSafeBalances: (p, signal) =>
        faulty('getSafeBalances', signal, () => record('getSafeBalances', p, Promise.resolve(balancesIn(p.currency)))),
      getTxBySafeTxHash: (p, signal) =>
        faulty('getTxBySafeTxHash', signal, async () => {
          record('getTxBySafeTxHash', p, undefined)
          if (p.safeTxHash !== KNOWN_SAFE_TX_HASH) throw new Error('not found')
          return {
            safeAddress: SAFE_ADDRESS,
            txId: `multisig_${SAFE_ADDRESS}_${p.safeTxHash}`,
            txStatus: 'SUCCESS',
            txHash: param('execTx'),
          }
        }),
      getOffChainSignature: (hash, signal) =>
        faulty('getOffChainSignature', signal, () =>
          record(
            'getOffChainSignature',
            hash,
            hash === SIGNED_SAFE_MESSAGE.hash ? SIGNED_SAFE_MESSAGE.signature : undefined,
          ),
        ),
      getAddressBook: (signal) =>
        faulty('getAddressBook', signal, () => record('getAddressBook', undefined, ADDRESS_BOOK)),
      rpcCall: (call, params, signal) =>
        faulty('rpcCall', signal, () => {
          record('rpcCall', { call, params }, undefined)
          return rpc(call, params, signal)
        }),
    },
    onUserRequest: (request) => requests.push(request),
    onDrop: (reason, event) => drops.push({ reason, origin: event.origin }),
    onError: (error, method) => errors.push(`${method}: ${String(error)}`),
  })
  page.bridge = { host } as Partial<HostPageApi>
})

const api: HostPageApi = {
  host: (page.bridge as HostPageApi).host,
  iframe,
  requests,
  view: () => requests.map(({ approve: _a, reject: _r, ...rest }) => rest),
  calls,
  wire,
  drops,
  errors,
  faults,
  stalled,
  aborted,
  addSibling: async (src) => void (await addFrame(src, 'sibling')),
  openPopup: (src) => void page.open(src),
}
page.bridge = api
page.bridgeReady = true
