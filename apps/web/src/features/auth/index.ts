// What other features may use of sign-in: the SIWE provider the wallet island wraps RainbowKit in.
export { SignInProvider } from './SignInProvider'
