export { contractHandlers } from './contract-routes.js'
export { decodeCalldata } from './decode-calldata.js'
export { isTrustedDelegateTarget } from './is-trusted-delegate-target.js'
