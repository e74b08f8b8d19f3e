// What other features may use of nested Safes: the parent's approval panel on a transaction, the queue row's note,
// and the deadlock check of the owner forms.
export { DeadlockNote } from './DeadlockNote'
export { NestedApprovalNote } from './NestedApprovalNote'
export { ParentApprovalPanel } from './ParentApprovalPanel'
export { useOwnershipGuard } from './useOwnershipGuard'
