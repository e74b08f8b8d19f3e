// The gateway's HTTP operations (the Safe Client Gateway face and health), each by name: method and path template.
// No zod here, so the client, which keeps zero runtime dependencies, can import it; the schemas of each operation
// are in operations.ts, keyed by the same names (a name missing there does not type-check).
// Names are the client's action names where one exists (the Safe gateway SDK's drop-in names). The Transaction
// Service face (/txs/<chainId>/api) is not in this table: it has no client here and its own error shapes.

/** An HTTP method the gateway serves. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/** Where one operation is served: its method and path template (`{name}` marks a path parameter). */
export type Route = {
  readonly method: HttpMethod
  readonly path: string
  /** The Safe gateway SDK calls this path with a trailing slash; the gateway ignores trailing slashes. */
  readonly trailingSlash?: true
}

/** Every operation of the gateway's Safe Client Gateway face, in the order the gateway registers them. */
export const routes = {
  getLiveness: { method: 'GET', path: '/health/live' },
  getReadiness: { method: 'GET', path: '/health/ready' },
  getChainsConfig: { method: 'GET', path: '/v1/chains' },
  getChainConfig: { method: 'GET', path: '/v1/chains/{chainId}' },
  getSafeIndexing: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/indexing' },
  getSafeApps: { method: 'GET', path: '/v1/chains/{chainId}/safe-apps' },
  getMasterCopies: { method: 'GET', path: '/v1/chains/{chainId}/about/master-copies' },
  getFiatCurrencies: { method: 'GET', path: '/v1/balances/supported-fiat-codes' },
  getContracts: { method: 'GET', path: '/v1/chains/{chainId}/contracts' },
  getContract: { method: 'GET', path: '/v1/chains/{chainId}/contracts/{address}' },
  getDecodedData: { method: 'POST', path: '/v1/chains/{chainId}/data-decoder' },
  getSafeInfo: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}' },
  getOwnedSafes: { method: 'GET', path: '/v1/chains/{chainId}/owners/{address}/safes' },
  getMultisigTransactions: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/multisig-transactions',
    trailingSlash: true,
  },
  getModuleTransactions: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/module-transactions',
    trailingSlash: true,
  },
  getIncomingTransfers: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/incoming-transfers',
    trailingSlash: true,
  },
  getTransactionHistory: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/transactions/history' },
  getTransactionQueue: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/transactions/queued' },
  getHistoryTokens: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/transactions/tokens' },
  getTransactionDetails: { method: 'GET', path: '/v1/chains/{chainId}/transactions/{transactionId}' },
  proposeTransaction: { method: 'POST', path: '/v1/chains/{chainId}/transactions/{address}/propose' },
  confirmTransaction: { method: 'POST', path: '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations' },
  deleteTransaction: { method: 'DELETE', path: '/v1/chains/{chainId}/transactions/{safeTxHash}' },
  getNonces: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/nonces' },
  postSafeGasEstimation: {
    method: 'POST',
    path: '/v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations',
  },
  getSafeMessages: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/messages' },
  proposeSafeMessage: { method: 'POST', path: '/v1/chains/{chainId}/safes/{address}/messages' },
  getSafeMessage: { method: 'GET', path: '/v1/chains/{chainId}/messages/{messageHash}' },
  confirmSafeMessage: { method: 'POST', path: '/v1/chains/{chainId}/messages/{messageHash}/signatures' },
  getDelegatesV1: { method: 'GET', path: '/v1/chains/{chainId}/delegates' },
  getDelegates: { method: 'GET', path: '/v2/chains/{chainId}/delegates' },
  addDelegate: { method: 'POST', path: '/v2/chains/{chainId}/delegates' },
  deleteDelegate: { method: 'DELETE', path: '/v2/chains/{chainId}/delegates/{delegateAddress}' },
  registerDevice: { method: 'POST', path: '/v1/register/notifications' },
  unregisterSafe: { method: 'DELETE', path: '/v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe}' },
  unregisterDevice: { method: 'DELETE', path: '/v1/chains/{chainId}/notifications/devices/{uuid}' },
  getSafeEvents: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/events' },
  getNotificationEvents: { method: 'GET', path: '/v1/chains/{chainId}/notifications/devices/{uuid}/events' },
  getAuthNonce: { method: 'GET', path: '/v1/auth/nonce' },
  verifyAuth: { method: 'POST', path: '/v1/auth/verify' },
  getAuthSession: { method: 'GET', path: '/v1/auth/me' },
  logout: { method: 'POST', path: '/v1/auth/logout' },
  getAddressBook: { method: 'GET', path: '/v1/accounts/{account}/chains/{chainId}/address-book' },
  mergeAddressBook: { method: 'POST', path: '/v1/accounts/{account}/chains/{chainId}/address-book' },
  getBalances: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/balances/{fiatCode}' },
  getCollectibles: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/collectibles' },
  getCollectiblesPage: { method: 'GET', path: '/v2/chains/{chainId}/safes/{address}/collectibles' },
  confirmAlertEmail: { method: 'GET', path: '/v1/alerts/confirm' },
  getAlertSubscriptions: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/alerts' },
  createAlertSubscription: { method: 'POST', path: '/v1/chains/{chainId}/safes/{address}/alerts' },
  deleteAlertSubscription: { method: 'DELETE', path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}' },
  rotateAlertSecret: { method: 'POST', path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/rotate-secret' },
  sendTestAlert: { method: 'POST', path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/test' },
  getAlertDeliveries: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/deliveries' },
  retryAlertDelivery: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/deliveries/{deliveryId}/retry',
  },
} as const satisfies Record<string, Route>

/** The name of one gateway operation, e.g. `getSafeInfo`. */
export type OperationName = keyof typeof routes

/** The path parameter names of a path template: `'/a/{x}/b/{y}'` gives `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never

/** The path parameters of one operation, each a string or number (numbers are written in decimal). */
export type PathParams<N extends OperationName> = Record<PathParamNames<(typeof routes)[N]['path']>, string | number>

/** Fills a path template, URL-encoding every parameter; throws when one is missing (a bug of the caller). */
export function fillPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Path parameter ${name} of ${template} is missing`)
    return encodeURIComponent(String(value))
  })
}
