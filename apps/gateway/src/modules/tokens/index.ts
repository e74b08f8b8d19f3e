export { chainTokens } from './chain-tokens.js'
