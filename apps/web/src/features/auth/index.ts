// What other features may use of sign-in: the session for the page frame, the SIWE provider (with its dialog) the
// wallet island wraps RainbowKit in and the way to open that dialog, its API, and whether the account should sign in.
export { createAuthApi } from './authApi'
export { needsSignIn } from './authenticationStatus'
export { SessionProvider } from './SessionProvider'
export { SignInProvider, useOpenSignIn } from './SignInProvider'
