export { registerDelegateRoutes } from './delegate-routes.js'
export { spendTotpSignature } from './spend-totp-signature.js'
export { validDelegator } from './valid-delegator.js'
