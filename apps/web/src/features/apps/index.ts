// What other features may use of the embedded apps: Settings shows and revokes the apps' permissions; WalletConnect's
// dapps take the same paths as apps (the transaction request on the review screen, reads forwarded to the node).
export { AppTxRequest } from './bridge/AppTxRequest'
export { appsRpcUrl, forwardRpc } from './bridge/forwardRpc'
export { AppPermissionsCard } from './permissions/AppPermissionsCard'
