// What other features may use of nested Safes: the parent's approval panel on a transaction and the queue row's note.
export { NestedApprovalNote } from './NestedApprovalNote'
export { ParentApprovalPanel } from './ParentApprovalPanel'
