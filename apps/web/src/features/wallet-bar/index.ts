// What the app shell uses of the wallet: the header's wallet bar, its menu items and the wrong-network banner.
export { WalletBar } from './WalletBar'
export { WalletMenuItems } from './WalletMenuItems'
export { WrongNetworkBanner } from './WrongNetworkBanner'
