// What other features may use of the assets: the user's choice of hidden tokens (per chain, persisted) and the rows
// it leaves, so Home and the token picker hide what the Assets page hides.
export { useBalanceFilter } from './useBalanceFilter'
export { totalFiat, withoutHiddenTokens } from './visibleBalances'
