export { registerTxsRoutes } from './txs-routes.js'
