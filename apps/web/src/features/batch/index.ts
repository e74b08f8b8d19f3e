// What other features may use of the batch: the drawer beside a Safe's pages and each flow's "Add to batch".
export { AddToBatchButton } from './AddToBatchButton'
export { BatchDrawer } from './BatchDrawer'
