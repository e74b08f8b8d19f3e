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
  /** Adds another frame on the wallet page (a third window). */
  addSibling(src: string): Promise<void>
  /** Opens a popup window (another third window) whose opener is the wallet. */
  openPopup(src: string): void
}

/** JSON-RPC to anvil; with `rpc=memory` a fixed answer instead, so the bridge benchmark measures the bridge alone. */
async function rpc(call: string, params: unknown[]): Promise<unknown> {
  if (rpcUrl === 'memory') return call === 'eth_gasPrice' ? '0x3b9aca00' : null
  return rpcCall(rpcUrl, call, params)
}

const requests: UserRequest[] = []
const calls: HostPageApi['calls'] = []
const drops: HostPageApi['drops'] = []
const errors: string[] = []
const wire: unknown[] = []
const record = <T>(method: string, params: unknown, value: T): T => {
  calls.push({ method, params })
  return value
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
    handlers: {
      getSafeInfo: () => record('getSafeInfo', undefined, SAFE_INFO),
      getChainInfo: () => record('getChainInfo', undefined, CHAIN_INFO),
      getSafeBalances: (p) => record('getSafeBalances', p, Promise.resolve(balancesIn(p.currency))),
      getTxBySafeTxHash: async (p) => {
        record('getTxBySafeTxHash', p, undefined)
        if (p.safeTxHash !== KNOWN_SAFE_TX_HASH) throw new Error('not found')
        return {
          safeAddress: SAFE_ADDRESS,
          txId: `multisig_${SAFE_ADDRESS}_${p.safeTxHash}`,
          txStatus: 'SUCCESS',
          txHash: param('execTx'),
        }
      },
      getOffChainSignature: (hash) =>
        record(
          'getOffChainSignature',
          hash,
          hash === SIGNED_SAFE_MESSAGE.hash ? SIGNED_SAFE_MESSAGE.signature : undefined,
        ),
      getAddressBook: () => record('getAddressBook', undefined, ADDRESS_BOOK),
      rpcCall: (call, params) => {
        record('rpcCall', { call, params }, undefined)
        return rpc(call, params)
      },
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
  addSibling: async (src) => void (await addFrame(src, 'sibling')),
  openPopup: (src) => void page.open(src),
}
page.bridge = api
page.bridgeReady = true
