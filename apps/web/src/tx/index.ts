// What other features may use of the review/sign/execute flow (the details page confirms and executes with these).

export {
  confirmationStandings,
  countedStandings,
  staleSignaturesText,
} from './confirmationStanding'
export { DelegateCallGuard } from './DelegateCallGuard'
export { ExecuteForm } from './ExecuteForm'
export { canExecute, executionSignatures, type OwnerSignature } from './executionSignatures'
export { FailureOverride } from './FailureOverride'
export { ReviewHashes } from './ReviewHashes'
export { SignatureAgeCard } from './SignatureAgeCard'
export { SignControls } from './SignControls'
export { safeTxFromDraft } from './safeTxFromDraft'
export { signSafeTx } from './signSafeTx'
export { TxChecks } from './TxChecks'
export { TxReview } from './TxReview'
export { simulatedFailure, useCallChecks } from './useCallChecks'
export { type CheckedTx, useDelegateCallCheck } from './useDelegateCallCheck'
export { useSignatureMaxAge } from './useSignatureMaxAge'
export { useSignThenExecute } from './useSignThenExecute'
