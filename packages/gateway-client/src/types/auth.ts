/** A one-time nonce to put in a Sign-In with Ethereum message. */
export type AuthNonce = { nonce: string }

/** The signed-in session behind the SIWE cookie (`GET /v1/auth/me`). */
export type AuthSession = {
  /** The address that signed the SIWE message. */
  address: string
  /** The chain id of the SIWE message, when the gateway reports it. */
  chainId?: string | number | null
  /** When the session ends (ISO 8601 or unix ms), when the gateway reports it. */
  expiresAt?: string | number | null
}
