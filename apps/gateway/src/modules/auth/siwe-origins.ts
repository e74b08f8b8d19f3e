import type { AddressInfo } from 'node:net'

/**
 * The origins a SIWE message may name: the configured `webOrigins`, else (the dev stack, whose web app the gateway
 * serves from its own address) the origin the gateway listens on. Never the request's Host header.
 */
export function siweOrigins(webOrigins: readonly string[], listening: AddressInfo | string | null): string[] {
  if (webOrigins.length > 0) return [...webOrigins]
  if (listening === null || typeof listening === 'string') return []
  const host = listening.family === 'IPv6' ? `[${listening.address}]` : listening.address
  return [`http://${host}:${listening.port}`]
}
