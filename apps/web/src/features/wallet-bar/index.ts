// What the app shell uses of the wallet: the header's wallet bar and the wrong-network banner.
export { WalletBar } from './WalletBar'
export { WrongNetworkBanner } from './WrongNetworkBanner'
