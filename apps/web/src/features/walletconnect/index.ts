// What others may use of WalletConnect's wallet side: the path of its page under a Safe (the Safe's nav links it) and
// the host the Safe's layout renders so dapps' requests reach the owner on every page. The page and the host's body
// are lazy chunks, so the WalletConnect SDKs stay out of the first paint.
export { WalletConnectHost } from './host/WalletConnectHost'
export { WALLETCONNECT_PATH } from './walletConnectPath'
