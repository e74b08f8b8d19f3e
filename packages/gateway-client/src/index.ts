// @concord/gateway-client: a typed client for the Concord gateway, a drop-in for @safe-global/safe-gateway-typescript-sdk 3.x.

// The wire types are @concord/gateway-schema's, the gateway's own source of its responses (type-only: no runtime code).
export type {
  AddDelegateRequest,
  AddOwner,
  Address,
  AddressBookEntry,
  AddressBookResponse,
  AddressInfo,
  AlertDelivery,
  AlertEventType,
  AlertSubscription,
  AlertSubscriptionWithSecret,
  AuthNonce,
  AuthSession,
  BlockExplorerUriTemplate,
  Cancellation,
  ChainFeature,
  ChangeImplementation,
  ChangeThreshold,
  ConfirmSafeMessageRequest,
  ConflictHeader,
  Contract,
  ContractAbi,
  ContractPage,
  CreateAlertSubscriptionRequest,
  Creation,
  Custom,
  DataDecoded,
  DataDecoded as DecodedDataResponse,
  DateLabel,
  DecodingAccuracy,
  Delegate,
  DelegateResponse,
  DelegatesRequest,
  DeleteDelegateRequest,
  DeleteGuard,
  DetailedExecutionInfo,
  DisableModule,
  EIP712TypedData,
  EnableModule,
  Erc20Transfer,
  Erc721Transfer,
  ExecutionInfo,
  FiatCurrencies,
  GasPrice,
  GasPriceFixed,
  GasPriceFixedEIP1559,
  GasPriceOracle,
  Hex,
  HistoryKind,
  InternalTransaction,
  Label,
  MasterCopy,
  MasterCopyResponse,
  MergeAddressBookRequest,
  ModuleExecutionDetails,
  ModuleExecutionInfo,
  MultiSend,
  MultisigConfirmation,
  MultisigExecutionDetails,
  MultisigExecutionInfo,
  NativeCoinTransfer,
  NativeCurrency,
  NoncesResponse,
  OwnedSafes,
  Page,
  Parameter,
  ParamValue,
  ProposeTransactionRequest,
  RegisterNotificationsRequest,
  RemoveOwner,
  RpcAuthentication,
  RpcUri,
  SafeAppData,
  SafeAppDomainAllowlistPolicy,
  SafeAppFeature,
  SafeAppInfo,
  SafeAppNoRestrictionsPolicy,
  SafeAppProvider,
  SafeAppSocialPlatform,
  SafeAppSocialProfile,
  SafeAppsAccessControlPolicies,
  SafeAppsResponse,
  SafeBalanceItem,
  SafeBalanceResponse,
  SafeCollectibleResponse,
  SafeCollectiblesPage,
  SafeIncomingTransfersResponse,
  SafeIndexing,
  SafeInfo,
  SafeMessageDateLabel,
  /** A message as the message list and the Safe SDK have it: with `type: 'MESSAGE'`. */
  SafeMessageItem as SafeMessage,
  SafeMessageListItem,
  SafeMessageListPage,
  SafeModuleTransactionsResponse,
  SafeMultisigTransactionsResponse,
  SafeRegistration,
  SafeTransactionEstimation,
  SafeTransactionEstimationRequest,
  SetFallbackHandler,
  SetGuard,
  SettingsChange,
  SettingsInfo,
  SwapOwner,
  Theme,
  TokenInfo,
  Transaction,
  TransactionData,
  TransactionDetails,
  TransactionInfo,
  TransactionListItem,
  TransactionListPage,
  TransactionSummary,
  Transfer,
  TransferInfo,
  UntrustedDelegateCall,
  VerifyAuthRequest,
} from '@concord/gateway-schema'
export type { ConfirmTransactionRequest, ConfirmTransactionReturnType } from './actions/confirmTransaction.js'
export type { CreateAlertSubscriptionReturnType } from './actions/createAlertSubscription.js'
export type { GetAddressBookReturnType } from './actions/getAddressBook.js'
export type { GetAlertDeliveriesReturnType } from './actions/getAlertDeliveries.js'
export type { GetAlertSubscriptionsReturnType } from './actions/getAlertSubscriptions.js'
export type { GetAuthNonceReturnType } from './actions/getAuthNonce.js'
export type { GetAuthSessionReturnType } from './actions/getAuthSession.js'
export type { GetBalancesQuery, GetBalancesReturnType } from './actions/getBalances.js'
export type { GetChainConfigReturnType } from './actions/getChainConfig.js'
export type { GetChainsConfigQuery, GetChainsConfigReturnType } from './actions/getChainsConfig.js'
export type { GetCollectiblesQuery, GetCollectiblesReturnType } from './actions/getCollectibles.js'
export type { GetCollectiblesPageQuery, GetCollectiblesPageReturnType } from './actions/getCollectiblesPage.js'
export type { GetContractReturnType } from './actions/getContract.js'
export type { GetContractsQuery, GetContractsReturnType } from './actions/getContracts.js'
export type { GetDecodedDataReturnType } from './actions/getDecodedData.js'
export type { GetDelegatesReturnType } from './actions/getDelegates.js'
export type { GetFiatCurrenciesReturnType } from './actions/getFiatCurrencies.js'
export type { GetHistoryTokensReturnType } from './actions/getHistoryTokens.js'
export type { GetIncomingTransfersQuery, GetIncomingTransfersReturnType } from './actions/getIncomingTransfers.js'
export type { GetMasterCopiesReturnType } from './actions/getMasterCopies.js'
export type { GetModuleTransactionsQuery, GetModuleTransactionsReturnType } from './actions/getModuleTransactions.js'
export type {
  GetMultisigTransactionsQuery,
  GetMultisigTransactionsReturnType,
} from './actions/getMultisigTransactions.js'
export type { GetNoncesReturnType } from './actions/getNonces.js'
export type { GetOwnedSafesReturnType } from './actions/getOwnedSafes.js'
export type { GetSafeAppsQuery, GetSafeAppsReturnType } from './actions/getSafeApps.js'
export type { GetSafeIndexingReturnType } from './actions/getSafeIndexing.js'
export type { GetSafeInfoReturnType } from './actions/getSafeInfo.js'
export type { GetSafeMessageReturnType } from './actions/getSafeMessage.js'
export type { GetSafeMessagesReturnType } from './actions/getSafeMessages.js'
export type { GetTransactionDetailsReturnType } from './actions/getTransactionDetails.js'
export type { GetTransactionHistoryQuery, GetTransactionHistoryReturnType } from './actions/getTransactionHistory.js'
export type { GetTransactionQueueQuery, GetTransactionQueueReturnType } from './actions/getTransactionQueue.js'
export type { MergeAddressBookReturnType } from './actions/mergeAddressBook.js'
export type { PostSafeGasEstimationReturnType } from './actions/postSafeGasEstimation.js'
export type { ProposeSafeMessageRequest, TypedDataInput } from './actions/proposeSafeMessage.js'
export type { ProposeTransactionReturnType } from './actions/proposeTransaction.js'
export type { RetryAlertDeliveryReturnType } from './actions/retryAlertDelivery.js'
export type { RotateAlertSecretReturnType } from './actions/rotateAlertSecret.js'
export type { SendTestAlertReturnType } from './actions/sendTestAlert.js'
export type { ChainInfo, ChainListResponse } from './chainInfo.js'
export {
  createGatewayClient,
  DEFAULT_BASE_URL,
  type GatewayClient,
  type GatewayClientConfig,
} from './client.js'
export {
  addDelegate,
  confirmSafeMessage,
  confirmTransaction,
  createAlertSubscription,
  deleteAlertSubscription,
  deleteDelegate,
  deleteTransaction,
  getAddressBook,
  getAlertDeliveries,
  getAlertSubscriptions,
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
  retryAlertDelivery,
  rotateAlertSecret,
  sendTestAlert,
  setBaseUrl,
  unregisterDevice,
  unregisterSafe,
  verifyAuth,
} from './defaultClient.js'
export {
  ConflictType,
  DetailedExecutionInfoType,
  DeviceType,
  FEATURES,
  GAS_PRICE_TYPE,
  type GasPriceType,
  type GasPriceUnknown,
  ImplementationVersionState,
  LabelValue,
  Operation,
  RPC_AUTHENTICATION,
  type SafeAppAccessPolicyType,
  SafeAppAccessPolicyTypes,
  SafeAppFeatures,
  SafeAppSocialPlatforms,
  SafeMessageListItemType,
  SafeMessageStatus,
  SettingsInfoType,
  TokenType,
  TransactionInfoType,
  TransactionListItemType,
  TransactionStatus,
  TransactionTokenType,
  TransferDirection,
} from './enums.js'
export { GatewayError, type GatewayErrorCode } from './errors.js'
export type { Credentials, QueryValue, RequestOptions } from './request.js'
