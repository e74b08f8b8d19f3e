import type { SignedTxFile } from './signedTxFile'
import { parseSignedTx } from './signedTxFile'

const PREFIX = '#tx='

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/** The URL fragment carrying a signed transaction (base64url JSON): a fragment never reaches any server. */
export function txFragment(file: SignedTxFile): string {
  return `${PREFIX}${toBase64Url(JSON.stringify(file))}`
}

/** Reads a signed transaction from a URL or its fragment; null when there is no `#tx=`, a problem when it is bad. */
export function readTxFragment(urlOrHash: string): ReturnType<typeof parseSignedTx> | null {
  const at = urlOrHash.indexOf(PREFIX)
  if (at < 0) return null
  try {
    return parseSignedTx(JSON.parse(fromBase64Url(urlOrHash.slice(at + PREFIX.length).trim())))
  } catch {
    return { ok: false, problem: 'The link is damaged (its #tx= part is not a signed transaction): copy it again.' }
  }
}
