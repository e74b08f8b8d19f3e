export { registerTransactionRoutes } from './transaction-routes.js'
