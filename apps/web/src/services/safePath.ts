import { type Address, getAddress, isAddress } from 'viem'

/** A parsed `{shortName}:{address}` route segment, or why it cannot be one. */
export type SafeParam =
  | { ok: true; shortName: string; address: Address }
  | { ok: false; reason: 'format' | 'address'; input: string }

/** Parses the `eth:0x…` prefix form used in Safe URLs; the address is returned checksummed. */
export function parseSafeParam(input: string | undefined): SafeParam {
  const raw = decodeURIComponent(input ?? '')
  const match = /^([a-zA-Z0-9-]+):(.+)$/.exec(raw)
  if (!match?.[1] || !match[2]) return { ok: false, reason: 'format', input: raw }
  const address = match[2]
  if (!isAddress(address, { strict: false })) return { ok: false, reason: 'address', input: raw }
  return { ok: true, shortName: match[1], address: getAddress(address) }
}

/** The route segment for a Safe: `shortName:ChecksummedAddress`. */
export function safeParam(shortName: string, address: string): string {
  return `${shortName}:${getAddress(address)}`
}

/** The path of a page of a Safe, e.g. `/eth:0x…/balances`. */
export function safePath(shortName: string, address: string, page = 'home'): string {
  return `/${safeParam(shortName, address)}/${page}`
}

/** The path of a transaction's details page, e.g. `/eth:0x…/transactions/tx?id=multisig_…`. */
export function txDetailsPath(shortName: string, address: string, id: string): string {
  return safePath(shortName, address, `transactions/tx?id=${encodeURIComponent(id)}`)
}

/**
 * Parses the Safe segment of `pathname` (`/eth:0x…/home`), if it has one, for its side effects only: viem caches the
 * checksum, and Keccak's code, cold until first used, is compiled. Called in a task before the app's first render,
 * which parses the same segment, so that the longest task of a page's load does not pay for both.
 */
export function warmSafeParam(pathname: string): void {
  const segment = pathname.split('/')[1]
  try {
    if (segment?.includes(':')) parseSafeParam(segment)
  } catch {
    // A malformed segment (`%E0%A4%A`) is the page's to report, when it renders.
  }
}
