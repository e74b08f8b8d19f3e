export { spendingLimitHandlers } from './spending-limit-routes.js'
