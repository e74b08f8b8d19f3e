// @concord/gateway-client: a typed client for the Concord gateway, a drop-in for @safe-global/safe-gateway-typescript-sdk 3.x.

export type { AddDelegateRequest } from './actions/addDelegate.js'
export type { ConfirmSafeMessageRequest } from './actions/confirmSafeMessage.js'
export type { ConfirmTransactionRequest, ConfirmTransactionReturnType } from './actions/confirmTransaction.js'
export type { DeleteDelegateRequest } from './actions/deleteDelegate.js'
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
export type { DelegatesRequest, GetDelegatesReturnType } from './actions/getDelegates.js'
export type { GetFiatCurrenciesReturnType } from './actions/getFiatCurrencies.js'
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
export type { GetSafeInfoReturnType } from './actions/getSafeInfo.js'
export type { GetSafeMessageReturnType } from './actions/getSafeMessage.js'
export type { GetSafeMessagesReturnType } from './actions/getSafeMessages.js'
export type { GetTransactionDetailsReturnType } from './actions/getTransactionDetails.js'
export type { GetTransactionHistoryQuery, GetTransactionHistoryReturnType } from './actions/getTransactionHistory.js'
export type { GetTransactionQueueQuery, GetTransactionQueueReturnType } from './actions/getTransactionQueue.js'
export type {
  PostSafeGasEstimationReturnType,
  SafeTransactionEstimationRequest,
} from './actions/postSafeGasEstimation.js'
export type { ProposeSafeMessageRequest, TypedDataInput } from './actions/proposeSafeMessage.js'
export type { ProposeTransactionRequest, ProposeTransactionReturnType } from './actions/proposeTransaction.js'
export type { RegisterNotificationsRequest, SafeRegistration } from './actions/registerDevice.js'
export type { VerifyAuthRequest } from './actions/verifyAuth.js'
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
  deleteDelegate,
  deleteTransaction,
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
  getIncomingTransfers,
  getMasterCopies,
  getModuleTransactions,
  getMultisigTransactions,
  getNonces,
  getNotificationEventsUrl,
  getOwnedSafes,
  getSafeApps,
  getSafeEventsUrl,
  getSafeInfo,
  getSafeMessage,
  getSafeMessages,
  getTransactionDetails,
  getTransactionHistory,
  getTransactionQueue,
  logout,
  postSafeGasEstimation,
  proposeSafeMessage,
  proposeTransaction,
  registerDevice,
  setBaseUrl,
  unregisterDevice,
  unregisterSafe,
  verifyAuth,
} from './defaultClient.js'
export { GatewayError, type GatewayErrorCode } from './errors.js'
export type { Credentials, QueryValue, RequestOptions } from './request.js'
export type {
  AuthNonce,
  AuthSession,
} from './types/auth.js'
export type {
  SafeBalanceItem,
  SafeBalanceResponse,
  SafeCollectibleResponse,
  SafeCollectiblesPage,
} from './types/balances.js'
export {
  type BlockExplorerUriTemplate,
  type ChainFeature,
  type ChainInfo,
  type ChainListResponse,
  FEATURES,
  GAS_PRICE_TYPE,
  type GasPrice,
  type GasPriceFixed,
  type GasPriceFixedEIP1559,
  type GasPriceOracle,
  type GasPriceType,
  type GasPriceUnknown,
  type NativeCurrency,
  RPC_AUTHENTICATION,
  type RpcAuthentication,
  type RpcUri,
  type Theme,
} from './types/chains.js'
export {
  type Address,
  type AddressInfo,
  type Hex,
  Operation,
  type Page,
  type TokenInfo,
  TokenType,
} from './types/common.js'
export type { Contract, ContractAbi, ContractPage } from './types/contracts.js'
export type {
  DataDecoded,
  DecodedDataResponse,
  DecodingAccuracy,
  InternalTransaction,
  Parameter,
  ParamValue,
} from './types/decodedData.js'
export type {
  Delegate,
  DelegateResponse,
} from './types/delegates.js'
export {
  type EIP712TypedData,
  type SafeMessage,
  type SafeMessageDateLabel,
  type SafeMessageListItem,
  SafeMessageListItemType,
  type SafeMessageListPage,
  SafeMessageStatus,
} from './types/messages.js'
export { DeviceType } from './types/notifications.js'
export {
  type FiatCurrencies,
  ImplementationVersionState,
  type MasterCopy,
  type MasterCopyResponse,
  type NoncesResponse,
  type OwnedSafes,
  type SafeInfo,
  type SafeTransactionEstimation,
} from './types/safe.js'
export {
  type SafeAppAccessPolicyType,
  SafeAppAccessPolicyTypes,
  type SafeAppData,
  type SafeAppDomainAllowlistPolicy,
  type SafeAppFeature,
  SafeAppFeatures,
  type SafeAppNoRestrictionsPolicy,
  type SafeAppProvider,
  type SafeAppSocialPlatform,
  SafeAppSocialPlatforms,
  type SafeAppSocialProfile,
  type SafeAppsAccessControlPolicies,
  type SafeAppsResponse,
} from './types/safeApps.js'
export {
  type AddOwner,
  type Cancellation,
  type ChangeImplementation,
  type ChangeThreshold,
  type Creation,
  type Custom,
  type DeleteGuard,
  type DisableModule,
  type EnableModule,
  type Erc20Transfer,
  type Erc721Transfer,
  type MultiSend,
  type NativeCoinTransfer,
  type RemoveOwner,
  type SetFallbackHandler,
  type SetGuard,
  type SettingsChange,
  type SettingsInfo,
  SettingsInfoType,
  type SwapOwner,
  type TransactionInfo,
  TransactionInfoType,
  TransactionTokenType,
  type Transfer,
  TransferDirection,
  type TransferInfo,
} from './types/transactionInfo.js'
export {
  type ConflictHeader,
  ConflictType,
  type DateLabel,
  type DetailedExecutionInfo,
  DetailedExecutionInfoType,
  type ExecutionInfo,
  type Label,
  LabelValue,
  type ModuleExecutionDetails,
  type ModuleExecutionInfo,
  type MultisigConfirmation,
  type MultisigExecutionDetails,
  type MultisigExecutionInfo,
  type SafeAppInfo,
  type SafeIncomingTransfersResponse,
  type SafeModuleTransactionsResponse,
  type SafeMultisigTransactionsResponse,
  type Transaction,
  type TransactionData,
  type TransactionDetails,
  type TransactionListItem,
  TransactionListItemType,
  type TransactionListPage,
  TransactionStatus,
  type TransactionSummary,
} from './types/transactions.js'
