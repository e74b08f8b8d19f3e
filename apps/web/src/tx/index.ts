// What other features may use of the review/sign/execute flow (the details page confirms and executes with these).

export { AllowanceList } from './approvals/AllowanceList'
export { revokeDraft } from './approvals/revokeDraft'
export { type ChainWritePhase, ChainWriteStatus } from './execute/ChainWriteStatus'
export { deploySafeFromSetup } from './execute/deploySafeFromSetup'
export { ExecuteForm } from './execute/ExecuteForm'
export { executionFeeText } from './execute/executionFeeText'
export { canExecute, executionSignatures, type OwnerSignature } from './execute/executionSignatures'
export { FailureOverride } from './execute/FailureOverride'
export { PendingExecutionCard } from './execute/PendingExecutionCard'
export { pendingExecutionsQuery } from './execute/usePendingExecution'
export { ReviewHashes } from './review/ReviewHashes'
export { safeTxFromDetails, safeTxInputOf } from './review/safeTxFromDetails'
export { safeTxFromDraft } from './review/safeTxFromDraft'
export { TxChecks } from './review/TxChecks'
export { TxReview } from './review/TxReview'
export { simulatedFailure, useCallChecks } from './review/useCallChecks'
export {
  confirmationStandings,
  countedStandings,
  staleSignaturesText,
} from './sign/confirmationStanding'
export { SignatureAgeCard } from './sign/SignatureAgeCard'
export { SignControls } from './sign/SignControls'
export { signSafeTx } from './sign/signSafeTx'
export { useSignatureMaxAge } from './sign/useSignatureMaxAge'
export { useSignThenExecute } from './sign/useSignThenExecute'
export { AddressFactsNote } from './warnings/AddressFactsNote'
export { DelegateCallGuard } from './warnings/DelegateCallGuard'
export { LookAlikeGuard } from './warnings/LookAlikeGuard'
export { useBulkRecipientCheck } from './warnings/useBulkRecipientCheck'
export { useCounterparties } from './warnings/useCounterparties'
export { type CheckedTx, useDelegateCallCheck } from './warnings/useDelegateCallCheck'
