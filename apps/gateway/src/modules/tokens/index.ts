export { chainTokens } from './chain-tokens.js'
export { imitatedToken, type TrustedTokenIndex, trustedTokenIndex } from './find-imitated-token.js'
