export { registerContractRoutes } from './contract-routes.js'
export { isTrustedDelegateTarget } from './is-trusted-delegate-target.js'
