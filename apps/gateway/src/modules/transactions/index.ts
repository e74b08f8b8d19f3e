export { confirmTransaction } from './confirm/confirm-transaction.js'
export { countedConfirmations } from './confirm/counted-confirmations.js'
export { estimateNextTransaction } from './estimate/estimate-next-transaction.js'
export { deleteTransaction } from './propose/delete-transaction.js'
export { proposeTransaction } from './propose/propose-transaction.js'
export {
  activityInTransactions,
  type ExecutedActivity,
  executedTransactionPage,
} from './store/find-executed-transactions.js'
export { multisigByHash, searchMultisig } from './store/find-multisig-transactions.js'
export { incomingTransferRows, moduleTransactionRows } from './store/find-safe-activity.js'
export type { ExecutedTransaction, ModuleRow, MultisigRow, TransferRow } from './store/transaction-rows.js'
export { requiredConfirmations } from './summaries/summarize-multisig.js'
export { transactionHandlers } from './transaction-routes.js'
