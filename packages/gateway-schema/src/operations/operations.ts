// The schemas of every gateway operation, keyed by the names of routes.ts: the gateway validates params, query and
// body and serialises responses with them, generates its OpenAPI from them, and the client derives its query and
// return types from them. An operation of routes.ts without an entry here (or one here without a route) fails
// to type-check.
import type { z } from 'zod'
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
import { DataDecoded, DecodeDataBody } from '../decoded-data.js'
import { AddDelegateBody, DelegateParams, DelegateResponse, DelegatesQuery, DeleteDelegateBody } from '../delegates.js'
import { SafeTransactionEstimation, SafeTransactionEstimationBody } from '../estimations.js'
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
import { SafeIndexing } from '../safe-indexing.js'
import { NoncesResponse, OwnedSafes, SafeInfo } from '../safes.js'
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
import type { OperationName } from './routes.js'

/** The status codes an operation answers with a body the table declares. */
export type ResponseStatus = 200 | 201 | 204 | 503

/** The zod schemas of one operation, named as Fastify's route schema names them. */
export type OperationSchemas = {
  readonly params?: z.ZodType
  readonly querystring?: z.ZodType
  readonly body?: z.ZodType
  readonly response?: Partial<Record<ResponseStatus, z.ZodType>>
}

/** The schemas of every gateway operation (routes.ts has their methods and paths). */
export const operationSchemas = {
  getLiveness: { response: { 200: Liveness } },
  getReadiness: { response: { 200: Readiness, 503: Readiness } },
  getChainsConfig: { querystring: CursorQuery, response: { 200: ChainListResponse } },
  getChainConfig: { params: ChainParams, response: { 200: ChainInfo } },
  getSafeIndexing: { params: SafeParams, response: { 200: SafeIndexing } },
  getSafeApps: { params: ChainParams, querystring: SafeAppsQuery, response: { 200: SafeAppsResponse } },
  getMasterCopies: { params: ChainParams, response: { 200: MasterCopyResponse } },
  getFiatCurrencies: { response: { 200: FiatCurrencies } },
  getContracts: { params: ChainParams, querystring: CursorQuery, response: { 200: ContractPage } },
  getContract: { params: ContractParams, response: { 200: Contract } },
  getDecodedData: { params: ChainParams, body: DecodeDataBody, response: { 200: DataDecoded } },
  getSafeInfo: { params: SafeParams, response: { 200: SafeInfo } },
  getOwnedSafes: { params: SafeParams, response: { 200: OwnedSafes } },
  getMultisigTransactions: {
    params: SafeParams,
    querystring: MultisigTransactionsQuery,
    response: { 200: SafeMultisigTransactionsResponse },
  },
  getModuleTransactions: {
    params: SafeParams,
    querystring: ModuleTransactionsQuery,
    response: { 200: SafeModuleTransactionsResponse },
  },
  getIncomingTransfers: {
    params: SafeParams,
    querystring: IncomingTransfersQuery,
    response: { 200: SafeIncomingTransfersResponse },
  },
  getTransactionHistory: {
    params: SafeParams,
    querystring: TransactionHistoryQuery,
    response: { 200: TransactionHistoryPage },
  },
  getTransactionQueue: {
    params: SafeParams,
    querystring: TransactionQueueQuery,
    response: { 200: TransactionQueuePage },
  },
  getHistoryTokens: { params: SafeParams, querystring: HistoryTokensQuery, response: { 200: HistoryTokens } },
  getTransactionDetails: { params: TransactionIdParams, response: { 200: TransactionDetails } },
  proposeTransaction: { params: SafeParams, body: ProposeTransactionBody, response: { 200: TransactionDetails } },
  confirmTransaction: { params: SafeTxHashParams, body: ConfirmTransactionBody, response: { 200: TransactionDetails } },
  deleteTransaction: { params: SafeTxHashParams, body: DeleteTransactionBody, response: { 204: NoContent } },
  getNonces: { params: SafeParams, response: { 200: NoncesResponse } },
  postSafeGasEstimation: {
    params: SafeParams,
    body: SafeTransactionEstimationBody,
    response: { 200: SafeTransactionEstimation },
  },
  getSafeMessages: { params: SafeParams, querystring: CursorQuery, response: { 200: SafeMessageListPage } },
  proposeSafeMessage: { params: SafeParams, body: ProposeSafeMessageBody },
  getSafeMessage: { params: MessageHashParams, response: { 200: SafeMessage } },
  confirmSafeMessage: { params: MessageHashParams, body: ConfirmSafeMessageBody },
  getDelegatesV1: { params: ChainParams, querystring: DelegatesQuery, response: { 200: DelegateResponse } },
  getDelegates: { params: ChainParams, querystring: DelegatesQuery, response: { 200: DelegateResponse } },
  addDelegate: { params: ChainParams, body: AddDelegateBody },
  deleteDelegate: { params: DelegateParams, body: DeleteDelegateBody },
  registerDevice: { body: RegisterDeviceBody, response: { 200: RegisteredDevice } },
  unregisterSafe: { params: DeviceSafeParams },
  unregisterDevice: { params: DeviceParams },
  getSafeEvents: { params: SafeParams },
  getNotificationEvents: { params: DeviceParams },
  getAuthNonce: { response: { 200: AuthNonce } },
  verifyAuth: { body: VerifyAuthBody, response: { 200: AuthSession } },
  getAuthSession: { response: { 200: AuthSession } },
  logout: { response: { 204: NoContent } },
  getAddressBook: { params: AddressBookParams, response: { 200: AddressBookResponse } },
  mergeAddressBook: { params: AddressBookParams, body: MergeAddressBookBody, response: { 200: AddressBookResponse } },
  getBalances: { params: BalanceParams, querystring: AssetQuery, response: { 200: SafeBalanceResponse } },
  getCollectibles: { params: SafeParams, querystring: AssetQuery, response: { 200: SafeCollectiblesResponse } },
  getCollectiblesPage: {
    params: SafeParams,
    querystring: CollectiblesPageQuery,
    response: { 200: SafeCollectiblesPage },
  },
  confirmAlertEmail: { querystring: AlertConfirmQuery },
  getAlertSubscriptions: { params: AlertSafeParams, response: { 200: AlertSubscriptionList } },
  createAlertSubscription: {
    params: AlertSafeParams,
    body: CreateAlertSubscriptionBody,
    response: { 201: AlertSubscriptionWithSecret },
  },
  deleteAlertSubscription: { params: AlertSubscriptionParams, response: { 204: NoContent } },
  rotateAlertSecret: { params: AlertSubscriptionParams, response: { 200: AlertSubscriptionWithSecret } },
  sendTestAlert: { params: AlertSubscriptionParams, response: { 200: AlertDelivery } },
  getAlertDeliveries: { params: AlertSubscriptionParams, response: { 200: AlertDeliveryList } },
  retryAlertDelivery: { params: AlertDeliveryParams, response: { 200: AlertDelivery } },
} as const satisfies { readonly [N in OperationName]: OperationSchemas }

type Schemas = typeof operationSchemas

/** The body of an operation's success answer as a client receives it (z.output of its 2xx response schema). */
export type OperationResponse<N extends OperationName> = Schemas[N] extends {
  readonly response: infer R
}
  ? R extends { readonly 200: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { readonly 201: infer S extends z.ZodType }
      ? z.output<S>
      : undefined
  : undefined

/** A query value on the wire: any string (the gateway checks it and answers 400 saying what is wrong). */
type WireForm<T> = T extends string ? string : T

/**
 * The query an operation takes as a client may write it: each value in its parsed form (a boolean, a number, an enum
 * member) or as a string, the way the Safe SDK types it.
 */
export type OperationQuery<N extends OperationName> = Schemas[N] extends {
  readonly querystring: infer Q extends z.ZodType
}
  ? {
      [K in keyof z.input<Q>]?:
        | WireForm<z.input<Q>[K]>
        | (K extends keyof z.output<Q> ? z.output<Q>[K] : never)
        | undefined
    }
  : never

/** The request body of an operation (z.input of its body schema). */
export type OperationBody<N extends OperationName> = Schemas[N] extends { readonly body: infer B extends z.ZodType }
  ? z.input<B>
  : never
