// The gateway's operations table: each HTTP operation declared once. The gateway registers its routes from it (and
// generates its OpenAPI from it), the client derives its paths, query and return types from it.

import { AddressBookParams, AddressBookResponse, MergeAddressBookBody } from '../address-book.js'
import {
  AlertConfirmQuery,
  AlertDelivery,
  AlertDeliveryList,
  AlertDeliveryParams,
  AlertSafeParams,
  AlertSubscriptionList,
  AlertSubscriptionParams,
  AlertSubscriptionWithSecret,
  CreateAlertSubscriptionBody,
} from '../alerts.js'
import { SafeAllowances } from '../allowances.js'
import {
  AssetQuery,
  BalanceParams,
  CollectiblesPageQuery,
  SafeBalanceResponse,
  SafeCollectiblesPage,
  SafeCollectiblesResponse,
} from '../assets.js'
import { AuthNonce, AuthSession, VerifyAuthBody } from '../auth.js'
import { FiatCurrencies, MasterCopyResponse, SafeAppsQuery, SafeAppsResponse } from '../catalogue.js'
import { ChainInfo, ChainListResponse } from '../chains.js'
import { NoContent } from '../common.js'
import { Contract, ContractPage, ContractParams } from '../contracts.js'
import { Counterparty, CounterpartyQuery } from '../counterparties.js'
import { DataDecoded, DecodeDataBody } from '../decoded-data.js'
import { AddDelegateBody, DelegateParams, DelegateResponse, DelegatesQuery, DeleteDelegateBody } from '../delegates.js'
import { SafeTransactionEstimation, SafeTransactionEstimationBody } from '../estimations.js'
import { PendingExecution, PendingExecutionList, ReportPendingExecutionBody } from '../executions.js'
import { Liveness, Readiness } from '../health.js'
import { HistoryTokens, HistoryTokensQuery } from '../history-tokens.js'
import {
  ConfirmSafeMessageBody,
  MessageHashParams,
  ProposeSafeMessageBody,
  SafeMessage,
  SafeMessageListPage,
} from '../messages.js'
import { DeviceParams, DeviceSafeParams, RegisterDeviceBody, RegisteredDevice } from '../notifications.js'
import { ChainParams, CursorQuery, SafeParams } from '../params.js'
import { TokenPrices, TokenPricesQuery } from '../prices.js'
import { SafeIndexing } from '../safe-indexing.js'
import {
  CounterfactualSafeSetup,
  NoncesResponse,
  OwnedSafes,
  RegisterCounterfactualSafeBody,
  SafeInfo,
} from '../safes.js'
import { SpendingLimits } from '../spending-limits.js'
import {
  ConfirmTransactionBody,
  DeleteTransactionBody,
  IncomingTransfersQuery,
  ModuleTransactionsQuery,
  MultisigTransactionsQuery,
  ProposeTransactionBody,
  SafeTxHashParams,
  TransactionHistoryQuery,
  TransactionIdParams,
  TransactionQueueQuery,
} from '../transaction-requests.js'
import {
  SafeIncomingTransfersResponse,
  SafeModuleTransactionsResponse,
  SafeMultisigTransactionsResponse,
  TransactionDetails,
  TransactionHistoryPage,
  TransactionQueuePage,
} from '../transactions.js'

import type { GatewayOperation } from './operation-shape.js'

/**
 * Every operation of the gateway's Safe Client Gateway face and health, in the order the gateway registers them: its
 * name (the client's action name where one exists: the Safe gateway SDK's drop-in names), method, path template
 * (`{name}` marks a path parameter) and schemas. The Transaction Service face (/txs/<chainId>/api) is not here: it has
 * no client and its own error shapes. `npm run openapi` copies the names, methods and paths into
 * @concord/gateway-client (src/routes.ts), which has no zod.
 */
export const operations = {
  getLiveness: { method: 'GET', path: '/health/live', response: { 200: Liveness } },
  getReadiness: { method: 'GET', path: '/health/ready', response: { 200: Readiness, 503: Readiness } },
  getChainsConfig: {
    method: 'GET',
    path: '/v1/chains',
    querystring: CursorQuery,
    response: { 200: ChainListResponse },
  },
  getChainConfig: { method: 'GET', path: '/v1/chains/{chainId}', params: ChainParams, response: { 200: ChainInfo } },
  getSafeIndexing: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/indexing',
    params: SafeParams,
    response: { 200: SafeIndexing },
  },
  getSafeApps: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safe-apps',
    params: ChainParams,
    querystring: SafeAppsQuery,
    response: { 200: SafeAppsResponse },
  },
  getMasterCopies: {
    method: 'GET',
    path: '/v1/chains/{chainId}/about/master-copies',
    params: ChainParams,
    response: { 200: MasterCopyResponse },
  },
  getFiatCurrencies: { method: 'GET', path: '/v1/balances/supported-fiat-codes', response: { 200: FiatCurrencies } },
  getContracts: {
    method: 'GET',
    path: '/v1/chains/{chainId}/contracts',
    params: ChainParams,
    querystring: CursorQuery,
    response: { 200: ContractPage },
  },
  getContract: {
    method: 'GET',
    path: '/v1/chains/{chainId}/contracts/{address}',
    params: ContractParams,
    response: { 200: Contract },
  },
  getDecodedData: {
    method: 'POST',
    path: '/v1/chains/{chainId}/data-decoder',
    params: ChainParams,
    body: DecodeDataBody,
    response: { 200: DataDecoded },
  },
  getSafeInfo: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}',
    params: SafeParams,
    response: { 200: SafeInfo },
  },
  registerCounterfactualSafe: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/counterfactual',
    params: SafeParams,
    body: RegisterCounterfactualSafeBody,
    response: { 200: SafeInfo },
  },
  getPendingExecutions: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/pending-executions',
    params: SafeParams,
    response: { 200: PendingExecutionList },
  },
  reportPendingExecution: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/pending-executions',
    params: SafeParams,
    body: ReportPendingExecutionBody,
    response: { 200: PendingExecution },
  },
  getCounterfactualSafeSetup: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/counterfactual',
    params: SafeParams,
    response: { 200: CounterfactualSafeSetup },
  },
  getCounterparty: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/counterparties',
    params: SafeParams,
    querystring: CounterpartyQuery,
    response: { 200: Counterparty },
  },
  getOwnedSafes: {
    method: 'GET',
    path: '/v1/chains/{chainId}/owners/{address}/safes',
    params: SafeParams,
    response: { 200: OwnedSafes },
  },
  getMultisigTransactions: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/multisig-transactions',
    trailingSlash: true,
    params: SafeParams,
    querystring: MultisigTransactionsQuery,
    response: { 200: SafeMultisigTransactionsResponse },
  },
  getModuleTransactions: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/module-transactions',
    trailingSlash: true,
    params: SafeParams,
    querystring: ModuleTransactionsQuery,
    response: { 200: SafeModuleTransactionsResponse },
  },
  getIncomingTransfers: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/incoming-transfers',
    trailingSlash: true,
    params: SafeParams,
    querystring: IncomingTransfersQuery,
    response: { 200: SafeIncomingTransfersResponse },
  },
  getTransactionHistory: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/transactions/history',
    params: SafeParams,
    querystring: TransactionHistoryQuery,
    response: { 200: TransactionHistoryPage },
  },
  getTransactionQueue: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/transactions/queued',
    params: SafeParams,
    querystring: TransactionQueueQuery,
    response: { 200: TransactionQueuePage },
  },
  getHistoryTokens: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/transactions/tokens',
    params: SafeParams,
    querystring: HistoryTokensQuery,
    response: { 200: HistoryTokens },
  },
  getTransactionDetails: {
    method: 'GET',
    path: '/v1/chains/{chainId}/transactions/{transactionId}',
    params: TransactionIdParams,
    response: { 200: TransactionDetails },
  },
  proposeTransaction: {
    method: 'POST',
    path: '/v1/chains/{chainId}/transactions/{address}/propose',
    params: SafeParams,
    body: ProposeTransactionBody,
    response: { 200: TransactionDetails },
  },
  confirmTransaction: {
    method: 'POST',
    path: '/v1/chains/{chainId}/transactions/{safeTxHash}/confirmations',
    params: SafeTxHashParams,
    body: ConfirmTransactionBody,
    response: { 200: TransactionDetails },
  },
  deleteTransaction: {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/transactions/{safeTxHash}',
    params: SafeTxHashParams,
    body: DeleteTransactionBody,
    response: { 204: NoContent },
  },
  getNonces: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/nonces',
    params: SafeParams,
    response: { 200: NoncesResponse },
  },
  postSafeGasEstimation: {
    method: 'POST',
    path: '/v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations',
    params: SafeParams,
    body: SafeTransactionEstimationBody,
    response: { 200: SafeTransactionEstimation },
  },
  getSafeMessages: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/messages',
    params: SafeParams,
    querystring: CursorQuery,
    response: { 200: SafeMessageListPage },
  },
  proposeSafeMessage: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/messages',
    params: SafeParams,
    body: ProposeSafeMessageBody,
  },
  getSafeMessage: {
    method: 'GET',
    path: '/v1/chains/{chainId}/messages/{messageHash}',
    params: MessageHashParams,
    response: { 200: SafeMessage },
  },
  confirmSafeMessage: {
    method: 'POST',
    path: '/v1/chains/{chainId}/messages/{messageHash}/signatures',
    params: MessageHashParams,
    body: ConfirmSafeMessageBody,
  },
  getDelegatesV1: {
    method: 'GET',
    path: '/v1/chains/{chainId}/delegates',
    params: ChainParams,
    querystring: DelegatesQuery,
    response: { 200: DelegateResponse },
  },
  getDelegates: {
    method: 'GET',
    path: '/v2/chains/{chainId}/delegates',
    params: ChainParams,
    querystring: DelegatesQuery,
    response: { 200: DelegateResponse },
  },
  addDelegate: { method: 'POST', path: '/v2/chains/{chainId}/delegates', params: ChainParams, body: AddDelegateBody },
  deleteDelegate: {
    method: 'DELETE',
    path: '/v2/chains/{chainId}/delegates/{delegateAddress}',
    params: DelegateParams,
    body: DeleteDelegateBody,
  },
  registerDevice: {
    method: 'POST',
    path: '/v1/register/notifications',
    body: RegisterDeviceBody,
    response: { 200: RegisteredDevice },
  },
  unregisterSafe: {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe}',
    params: DeviceSafeParams,
  },
  unregisterDevice: {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/notifications/devices/{uuid}',
    params: DeviceParams,
  },
  getSafeEvents: { method: 'GET', path: '/v1/chains/{chainId}/safes/{address}/events', params: SafeParams },
  getNotificationEvents: {
    method: 'GET',
    path: '/v1/chains/{chainId}/notifications/devices/{uuid}/events',
    params: DeviceParams,
  },
  getAuthNonce: { method: 'GET', path: '/v1/auth/nonce', response: { 200: AuthNonce } },
  verifyAuth: { method: 'POST', path: '/v1/auth/verify', body: VerifyAuthBody, response: { 200: AuthSession } },
  getAuthSession: { method: 'GET', path: '/v1/auth/me', response: { 200: AuthSession } },
  logout: { method: 'POST', path: '/v1/auth/logout', response: { 204: NoContent } },
  getAddressBook: {
    method: 'GET',
    path: '/v1/accounts/{account}/chains/{chainId}/address-book',
    params: AddressBookParams,
    response: { 200: AddressBookResponse },
  },
  mergeAddressBook: {
    method: 'POST',
    path: '/v1/accounts/{account}/chains/{chainId}/address-book',
    params: AddressBookParams,
    body: MergeAddressBookBody,
    response: { 200: AddressBookResponse },
  },
  getBalances: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/balances/{fiatCode}',
    params: BalanceParams,
    querystring: AssetQuery,
    response: { 200: SafeBalanceResponse },
  },
  getTokenPrices: {
    method: 'GET',
    path: '/v1/chains/{chainId}/prices',
    params: ChainParams,
    querystring: TokenPricesQuery,
    response: { 200: TokenPrices },
  },
  getCollectibles: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/collectibles',
    params: SafeParams,
    querystring: AssetQuery,
    response: { 200: SafeCollectiblesResponse },
  },
  getCollectiblesPage: {
    method: 'GET',
    path: '/v2/chains/{chainId}/safes/{address}/collectibles',
    params: SafeParams,
    querystring: CollectiblesPageQuery,
    response: { 200: SafeCollectiblesPage },
  },
  getAllowances: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/allowances',
    params: SafeParams,
    response: { 200: SafeAllowances },
  },
  getSpendingLimits: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/spending-limits',
    params: SafeParams,
    response: { 200: SpendingLimits },
  },
  confirmAlertEmail: { method: 'GET', path: '/v1/alerts/confirm', querystring: AlertConfirmQuery },
  getAlertSubscriptions: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/alerts',
    params: AlertSafeParams,
    response: { 200: AlertSubscriptionList },
  },
  createAlertSubscription: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/alerts',
    params: AlertSafeParams,
    body: CreateAlertSubscriptionBody,
    response: { 201: AlertSubscriptionWithSecret },
  },
  deleteAlertSubscription: {
    method: 'DELETE',
    path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}',
    params: AlertSubscriptionParams,
    response: { 204: NoContent },
  },
  rotateAlertSecret: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/rotate-secret',
    params: AlertSubscriptionParams,
    response: { 200: AlertSubscriptionWithSecret },
  },
  sendTestAlert: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/test',
    params: AlertSubscriptionParams,
    response: { 200: AlertDelivery },
  },
  getAlertDeliveries: {
    method: 'GET',
    path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/deliveries',
    params: AlertSubscriptionParams,
    response: { 200: AlertDeliveryList },
  },
  retryAlertDelivery: {
    method: 'POST',
    path: '/v1/chains/{chainId}/safes/{address}/alerts/{id}/deliveries/{deliveryId}/retry',
    params: AlertDeliveryParams,
    response: { 200: AlertDelivery },
  },
} as const satisfies Record<string, GatewayOperation>

/** The name of one gateway operation, e.g. `getSafeInfo`. */
export type OperationName = keyof typeof operations
