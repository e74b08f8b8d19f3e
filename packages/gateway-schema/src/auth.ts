import { z } from 'zod'
import { Address } from './common.js'
import { AnySignatureHex } from './params.js'

/** A one-time nonce to put in a Sign-In with Ethereum message. */
export const AuthNonce = z.object({ nonce: z.string() })
export type AuthNonce = z.output<typeof AuthNonce>

/** The signed-in session behind the SIWE cookie (`GET /v1/auth/me`, `POST /v1/auth/verify`). */
export const AuthSession = z.object({
  /** The address that signed the SIWE message. */
  address: Address,
  /** The chain id of the SIWE message. */
  chainId: z.number().int(),
  /** When the session ends, unix ms. */
  expiresAt: z.number().int(),
})
export type AuthSession = z.output<typeof AuthSession>

/** Body of `POST /v1/auth/verify`: the EIP-4361 message and its signature. */
export const VerifyAuthBody = z.object({ message: z.string().min(1).max(10_000), signature: AnySignatureHex })
export type VerifyAuthRequest = z.input<typeof VerifyAuthBody>
