// What others may use of WalletConnect's wallet side: the path of its page under a Safe (the Safe's nav links it).
// The page itself is reached by the routes' lazy import, so the WalletConnect SDKs stay out of the first paint.

/** The path of the WalletConnect page, relative to a Safe's pages. */
export const WALLETCONNECT_PATH = 'walletconnect'
