export { registerChainRoutes } from './chain-routes.js'
export { toChainInfo } from './to-chain-info.js'
