export { registerDelegateRoutes } from './delegate-routes.js'
export { validDelegator } from './valid-delegator.js'
