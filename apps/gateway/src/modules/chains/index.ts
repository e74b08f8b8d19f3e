export { registerChainRoutes } from './chain-routes.js'
