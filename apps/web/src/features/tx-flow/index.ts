// What other features may use of the review/sign/execute flow (the details page confirms and executes with these).
export { ExecuteForm } from './ExecuteForm'
export { canExecute, executionSignatures, type OwnerSignature } from './executionSignatures'
export { SignControls } from './SignControls'
export { TxReview } from './TxReview'
export { useSignThenExecute } from './useSignThenExecute'
