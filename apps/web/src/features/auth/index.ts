// What other features may use of sign-in: the SIWE provider the wallet island wraps RainbowKit in, its API, and the
// session it holds.
export { createAuthApi } from './authApi'
export { SignInProvider } from './SignInProvider'
