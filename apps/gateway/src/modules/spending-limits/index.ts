export { readSpendingLimitSpend } from './read-spending-limit-spend.js'
export { spendingLimitHandlers } from './spending-limit-routes.js'
