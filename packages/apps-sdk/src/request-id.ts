/** Bytes of randomness in a request id (spec §9: 10 random bytes, hex encoded). */
const ID_BYTES = 10

/** Returns a fresh request id: 10 random bytes from the Web Crypto API as 20 lowercase hex characters. */
export function generateRequestId(): string {
  const bytes = new Uint8Array(ID_BYTES)
  globalThis.crypto.getRandomValues(bytes)
  let id = ''
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0')
  return id
}
