// What other features may use of the batch: the drawer beside a Safe's pages, loaded after the first paint.
export { LateBatchDrawer } from './LateBatchDrawer'
