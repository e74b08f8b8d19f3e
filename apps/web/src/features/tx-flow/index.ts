// What other features may use of the review/sign/execute flow (the details page confirms and executes with these).

export { DelegateCallGuard } from './DelegateCallGuard'
export { ExecuteForm } from './ExecuteForm'
export { canExecute, executionSignatures, type OwnerSignature } from './executionSignatures'
export { SignControls } from './SignControls'
export { TxReview } from './TxReview'
export { type CheckedTx, useDelegateCallCheck } from './useDelegateCallCheck'
export { useSignThenExecute } from './useSignThenExecute'
