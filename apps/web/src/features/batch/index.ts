// What other features may use of the batch: the drawer beside a Safe's pages.
export { BatchDrawer } from './BatchDrawer'
