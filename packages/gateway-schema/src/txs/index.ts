// The Safe Transaction Service API (`/txs/{chainId}/api/…`), the wire @safe-global/api-kit 5 speaks.

export {
  TxsIncomingQuery,
  TxsModuleQuery,
  TxsModuleTransaction,
  TxsModuleTransactionPage,
  TxsTransfer,
  TxsTransferPage,
} from './activity.js'
export {
  TXS_ALL_TRANSACTIONS_DEFAULT_LIMIT,
  TXS_ALL_TRANSACTIONS_MAX_LIMIT,
  TxsAllModuleTransaction,
  TxsAllMultisigTransaction,
  TxsAllTransaction,
  TxsAllTransactionPage,
  TxsAllTransactionsQuery,
  TxsEthereumTransaction,
} from './all-transactions.js'
export {
  TXS_DEFAULT_LIMIT,
  TXS_MAX_LIMIT,
  TxsBooleanQuery,
  TxsChainParams,
  TxsNotImplemented,
  TxsPageQuery,
  TxsSafeParams,
  TxsSafeTxHashParams,
  txsPage,
} from './common.js'
export {
  TxsDelegate,
  TxsDelegatePage,
  TxsDelegateParams,
  TxsDelegatesQuery,
} from './delegates.js'
export {
  TxsMessage,
  TxsMessageConfirmation,
  TxsMessageHashParams,
  TxsMessagePage,
  TxsMessagesQuery,
} from './messages.js'
export {
  TxsConfirmation,
  TxsConfirmationPage,
  TxsConfirmBody,
  type TxsConfirmRequest,
  TxsMultisigOrdering,
  TxsMultisigQuery,
  TxsMultisigTransaction,
  TxsMultisigTransactionPage,
  TxsProposeBody,
  type TxsProposeRequest,
  TxsSignatureResponse,
  TxsSignatureType,
} from './multisig.js'
export {
  TxsSafeCreation,
  TxsSafeInfo,
  TxsSafeList,
  TxsServiceInfo,
  TxsSingleton,
  TxsSingletons,
} from './safes.js'
export {
  TxsDecodeDataBody,
  type TxsDecodeDataRequest,
  TxsEstimation,
  TxsToken,
  TxsTokenOrdering,
  TxsTokenPage,
  TxsTokenParams,
  TxsTokensQuery,
} from './tools.js'
