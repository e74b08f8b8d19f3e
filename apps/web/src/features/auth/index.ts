// What other features may use of sign-in: the session for the page frame, the SIWE provider the wallet island wraps
// RainbowKit in, its API, and whether the connected account should sign in.
export { createAuthApi } from './authApi'
export { needsSignIn } from './authenticationStatus'
export { SessionProvider } from './SessionProvider'
export { SignInProvider } from './SignInProvider'
