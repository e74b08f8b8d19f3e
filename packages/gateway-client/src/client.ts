import { addDelegate } from './actions/addDelegate.js'
import { confirmSafeMessage } from './actions/confirmSafeMessage.js'
import { confirmTransaction } from './actions/confirmTransaction.js'
import { createAlertSubscription } from './actions/createAlertSubscription.js'
import { deleteAlertSubscription } from './actions/deleteAlertSubscription.js'
import { deleteDelegate } from './actions/deleteDelegate.js'
import { deleteTransaction } from './actions/deleteTransaction.js'
import { getAddressBook } from './actions/getAddressBook.js'
import { getAlertDeliveries } from './actions/getAlertDeliveries.js'
import { getAlertSubscriptions } from './actions/getAlertSubscriptions.js'
import { getAuthNonce } from './actions/getAuthNonce.js'
import { getAuthSession } from './actions/getAuthSession.js'
import { getBalances } from './actions/getBalances.js'
import { getChainConfig } from './actions/getChainConfig.js'
import { getChainsConfig } from './actions/getChainsConfig.js'
import { getCollectibles } from './actions/getCollectibles.js'
import { getCollectiblesPage } from './actions/getCollectiblesPage.js'
import { getContract } from './actions/getContract.js'
import { getContracts } from './actions/getContracts.js'
import { getDecodedData } from './actions/getDecodedData.js'
import { getDelegates } from './actions/getDelegates.js'
import { getFiatCurrencies } from './actions/getFiatCurrencies.js'
import { getHistoryTokens } from './actions/getHistoryTokens.js'
import { getIncomingTransfers } from './actions/getIncomingTransfers.js'
import { getMasterCopies } from './actions/getMasterCopies.js'
import { getModuleTransactions } from './actions/getModuleTransactions.js'
import { getMultisigTransactions } from './actions/getMultisigTransactions.js'
import { getNonces } from './actions/getNonces.js'
import { getNotificationEventsUrl } from './actions/getNotificationEventsUrl.js'
import { getOwnedSafes } from './actions/getOwnedSafes.js'
import { getSafeApps } from './actions/getSafeApps.js'
import { getSafeEventsUrl } from './actions/getSafeEventsUrl.js'
import { getSafeIndexing } from './actions/getSafeIndexing.js'
import { getSafeInfo } from './actions/getSafeInfo.js'
import { getSafeMessage } from './actions/getSafeMessage.js'
import { getSafeMessages } from './actions/getSafeMessages.js'
import { getTransactionDetails } from './actions/getTransactionDetails.js'
import { getTransactionHistory } from './actions/getTransactionHistory.js'
import { getTransactionQueue } from './actions/getTransactionQueue.js'
import { logout } from './actions/logout.js'
import { mergeAddressBook } from './actions/mergeAddressBook.js'
import { postSafeGasEstimation } from './actions/postSafeGasEstimation.js'
import { proposeSafeMessage } from './actions/proposeSafeMessage.js'
import { proposeTransaction } from './actions/proposeTransaction.js'
import { registerDevice } from './actions/registerDevice.js'
import { retryAlertDelivery } from './actions/retryAlertDelivery.js'
import { rotateAlertSecret } from './actions/rotateAlertSecret.js'
import { sendTestAlert } from './actions/sendTestAlert.js'
import { unregisterDevice } from './actions/unregisterDevice.js'
import { unregisterSafe } from './actions/unregisterSafe.js'
import { verifyAuth } from './actions/verifyAuth.js'
import { type Credentials, normalizeBaseUrl, type Transport } from './request.js'

// Every call, keyed by its public name; each takes the client's transport first.
const actions = {
  retryAlertDelivery,
  getAlertDeliveries,
  sendTestAlert,
  rotateAlertSecret,
  deleteAlertSubscription,
  createAlertSubscription,
  getAlertSubscriptions,
  addDelegate,
  confirmSafeMessage,
  confirmTransaction,
  deleteDelegate,
  deleteTransaction,
  getAddressBook,
  getAuthNonce,
  getAuthSession,
  getBalances,
  getChainConfig,
  getChainsConfig,
  getCollectibles,
  getCollectiblesPage,
  getContract,
  getContracts,
  getDecodedData,
  getDelegates,
  getFiatCurrencies,
  getHistoryTokens,
  getIncomingTransfers,
  getMasterCopies,
  getModuleTransactions,
  getMultisigTransactions,
  getNonces,
  getNotificationEventsUrl,
  getOwnedSafes,
  getSafeApps,
  getSafeEventsUrl,
  getSafeIndexing,
  getSafeInfo,
  getSafeMessage,
  getSafeMessages,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  logout,
  mergeAddressBook,
  postSafeGasEstimation,
  proposeSafeMessage,
  proposeTransaction,
  registerDevice,
  unregisterDevice,
  unregisterSafe,
  verifyAuth,
}

type Actions = typeof actions

type BoundAction<F> = F extends (transport: Transport, ...args: infer A) => infer R ? (...args: A) => R : never

/** A gateway client: every call of the Safe gateway SDK (same names and argument order) bound to one gateway. */
export type GatewayClient = { [K in keyof Actions]: BoundAction<Actions[K]> } & {
  /** Point this client at another gateway; trailing slashes are dropped. */
  setBaseUrl: (url: string) => void
}

/** Settings of createGatewayClient. */
export type GatewayClientConfig = {
  /** Gateway origin (and path prefix, if any), e.g. "https://gateway.example.org". */
  baseUrl: string
  /** fetch implementation; defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch | undefined
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined
  /** fetch credentials mode for every request; 'include' sends the SIWE session cookie cross-origin. */
  credentials?: Credentials | undefined
}

/** The gateway `npm start` serves on this machine. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080'

/** Create a client bound to one gateway; several can live side by side. */
export function createGatewayClient(config: GatewayClientConfig): GatewayClient {
  const transport: Transport = {
    baseUrl: normalizeBaseUrl(config.baseUrl),
    // Looked up per call so a fetch installed or replaced later (polyfills, test doubles) is used.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    headers: { ...config.headers },
    credentials: config.credentials,
  }
  const bound: Record<string, unknown> = {
    setBaseUrl: (url: string) => {
      transport.baseUrl = normalizeBaseUrl(url)
    },
  }
  for (const [name, action] of Object.entries(actions)) {
    const call = action as (transport: Transport, ...args: unknown[]) => unknown
    bound[name] = (...args: unknown[]) => call(transport, ...args)
  }
  return bound as GatewayClient
}
