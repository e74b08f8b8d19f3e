export { chainTokens } from './chain-tokens.js'
export { imitatedToken, type TrustedTokenIndex, trustedTokenIndex } from './find-imitated-token.js'
export { trustConfiguredTokens } from './trust-configured-tokens.js'
