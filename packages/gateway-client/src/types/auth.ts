/** A one-time nonce to put in a Sign-In with Ethereum message. */
export type AuthNonce = { nonce: string }

/** The signed-in session behind the SIWE cookie (`GET /v1/auth/me`). */
export type AuthSession = {
  /** The address that signed the SIWE message. */
  address: string
  /** The chain id of the SIWE message. */
  chainId: string
  /** When the session ends, as an ISO 8601 date or unix ms, when the gateway says. */
  expiresAt?: string | number | null
}
