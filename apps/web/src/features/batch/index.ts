// What other features may use of the batch: the drawer beside a Safe's pages and the hook a flow adds actions with.
export { BatchDrawer } from './BatchDrawer'
export { useBatch } from './useBatch'
