import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a SIWE nonce can be used after it is handed out. */
export const NONCE_LIFETIME_MS = 10 * 60_000

// A nonce is hex (EIP-4361 wants alphanumeric): 8 characters of expiry (unix seconds), 24 random, 32 of HMAC.
const NONCE = /^([0-9a-f]{8})([0-9a-f]{24})([0-9a-f]{32})$/

/** The secret nonces are signed with: the configured one, else random for this process. */
export function nonceKey(configured: string | undefined): Buffer {
  return configured === undefined ? randomBytes(32) : Buffer.from(configured, 'utf8')
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex').slice(0, 32)
}

/**
 * A new SIWE nonce that carries its own expiry and an HMAC over it, so handing it out stores nothing: a sign-in
 * proves it came from us by the HMAC, and is recorded as spent only when the sign-in succeeds.
 */
export function issueSiweNonce(key: Buffer, now = Date.now()): string {
  const expiry = Math.floor((now + NONCE_LIFETIME_MS) / 1000)
    .toString(16)
    .padStart(8, '0')
  const body = `${expiry}${randomBytes(12).toString('hex')}`
  return `${body}${mac(key, body)}`
}

/** When a nonce we issued expires (unix ms), or null when it is not ours (bad shape or HMAC) or has expired at `now`. */
export function siweNonceExpiry(key: Buffer, nonce: string, now = Date.now()): number | null {
  const parts = NONCE.exec(nonce)
  if (parts === null) return null
  const [, expiry = '', random = '', signature = ''] = parts
  const expected = Buffer.from(mac(key, `${expiry}${random}`), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null
  const expiresAt = Number.parseInt(expiry, 16) * 1000
  return expiresAt > now ? expiresAt : null
}
