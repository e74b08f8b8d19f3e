import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/** Who a connecting client is, or why it is refused. */
export type ClientIdentity = { client: string; projectId: string | null } | { refused: string }

/**
 * Reads the `auth` and `projectId` query parameters the SDK puts on the relay URL. The auth JWT (EdDSA, signed by the
 * client's ed25519 key named in its `iss`, a did:key) must verify and be unexpired; its `iss` is the client's id. A
 * connection without one (a raw test client) is named `fallback`. The project id is taken as is: nothing checks it.
 */
export async function clientIdentity(query: URLSearchParams, fallback: string): Promise<ClientIdentity> {
  const projectId = query.get('projectId')
  const auth = query.get('auth')
  if (auth === null) return { client: fallback, projectId }
  try {
    const { payload } = decodeJWT(auth)
    if (!(await verifyJWT(auth))) return { refused: 'the auth JWT’s signature does not match its issuer key' }
    if (payload.exp * 1000 < Date.now()) return { refused: 'the auth JWT has expired: sign a new one' }
    return { client: payload.iss, projectId }
  } catch (error) {
    return { refused: `the auth JWT cannot be read (${error instanceof Error ? error.message : String(error)})` }
  }
}
