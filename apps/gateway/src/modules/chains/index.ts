export { chainHandlers } from './chain-routes.js'
export { chainInfos } from './to-chain-info.js'
