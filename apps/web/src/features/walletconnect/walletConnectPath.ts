/** The path of the WalletConnect page, relative to a Safe's pages. */
export const WALLETCONNECT_PATH = 'walletconnect'
