import ipaddr from 'ipaddr.js'
import { isPublicAddress } from './public-address.js'

/**
 * Which hosts an outbound request may reach: public addresses (`isPublicAddress`), plus the operator's allow-list of
 * host names, addresses and CIDR ranges (an internal webhook receiver or metadata server; the dev stack's loopback).
 */
export type AddressPolicy = { allowed: readonly string[] }

/** The allow-list entry as an address range, or null for a host name. */
function rangeOf(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  if (entry.includes('/')) return ipaddr.isValidCIDR(entry) ? ipaddr.parseCIDR(entry) : null
  if (!ipaddr.isValid(entry)) return null
  const address = ipaddr.parse(entry)
  return [address, address.kind() === 'ipv4' ? 32 : 128]
}

/** The address as the allow-list compares it: an IPv4-mapped IPv6 address is its IPv4 address. */
function comparable(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address)
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed
}

/** Whether `address` is public, or inside one of the allow-list's addresses or ranges. */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  if (!ipaddr.isValid(address)) return false
  if (isPublicAddress(address)) return true
  const parsed = comparable(address)
  return policy.allowed.some((entry) => {
    const range = rangeOf(entry)
    return range !== null && range[0].kind() === parsed.kind() && parsed.match(range)
  })
}

/** Whether the host name itself (not an address) is on the allow-list: then whatever it resolves to may be reached. */
export function isAllowedName(host: string, policy: AddressPolicy): boolean {
  return policy.allowed.some((entry) => rangeOf(entry) === null && entry.toLowerCase() === host)
}

/** The host of a URL as DNS and the allow-list see it (IPv6 brackets removed, lowercase, no trailing dot). */
export function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
}
