// What other features may use of sign-in: the SIWE provider the wallet island wraps RainbowKit in, and its API.
export { createAuthApi } from './authApi'
export { SignInProvider } from './SignInProvider'
