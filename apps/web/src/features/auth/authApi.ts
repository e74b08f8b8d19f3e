import { type GatewayClient, GatewayError } from '@concord/gateway-client'
import type { Session } from '../../services/session'

export type { Session } from '../../services/session'

type AuthCalls = Pick<GatewayClient, 'getAuthNonce' | 'verifyAuth' | 'getAuthSession' | 'logout'>

const statusOf = (error: unknown) => (error instanceof GatewayError ? error.status : null)

/** The gateway's SIWE calls as the sign-in flow needs them; the session itself is an HttpOnly cookie. */
export function createAuthApi(client: AuthCalls) {
  return {
    /** A fresh nonce for the next SIWE message. */
    async getNonce(): Promise<string> {
      return (await client.getAuthNonce()).nonce
    },
    /** True when the gateway accepted the signature (and set the cookie); a 4xx refusal is false, not an error. */
    async verify(message: string, signature: string): Promise<boolean> {
      try {
        await client.verifyAuth({ message, signature })
        return true
      } catch (error) {
        const status = statusOf(error)
        if (status !== null && status >= 400 && status < 500) return false
        throw error
      }
    },
    /** The current session; a gateway without the auth routes (404) means sign-in is not offered. */
    async me(): Promise<Session> {
      try {
        return { kind: 'signedIn', address: (await client.getAuthSession()).address }
      } catch (error) {
        const status = statusOf(error)
        if (status === 404 || status === 405) return { kind: 'unsupported' }
        if (status === 401 || status === 403) return { kind: 'signedOut' }
        throw error
      }
    },
    /** Ends the session (clears the cookie). */
    async logout(): Promise<void> {
      await client.logout()
    },
  }
}

/** The auth API's type. */
export type AuthApi = ReturnType<typeof createAuthApi>
