import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'
import { invalidInput } from '../../errors.js'

/**
 * Which webhook destinations may be reached: public unicast addresses, plus the operator's allow-list of host names,
 * addresses and CIDR ranges (internal hooks; the dev stack allows loopback).
 */
export type DestinationPolicy = { allowed: readonly string[] }

/** Whether `address` is public, or inside one of the allow-list's addresses or ranges. */
export function isAllowedAddress(address: string, policy: DestinationPolicy): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  for (const entry of policy.allowed) {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), null]
      if (range.kind() !== parsed.kind()) continue
      if (bits === null ? range.toString() === parsed.toString() : parsed.match(range, bits)) return true
    } catch {
      // A host name in the allow-list: matched against the URL's host instead.
    }
  }
  return parsed.range() === 'unicast'
}

/** Whether the URL's host name itself is on the allow-list (a name, not an address). */
function isAllowedName(host: string, policy: DestinationPolicy): boolean {
  return policy.allowed.some((entry) => !ipaddr.isValid(entry) && !entry.includes('/') && entry.toLowerCase() === host)
}

/** The host of a URL as DNS and the allow-list see it (IPv6 brackets removed, lowercase). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
}

/**
 * Refuses (422) a webhook URL whose host resolves to a loopback, private, link-local or otherwise non-public address
 * that the allow-list does not name, or that does not resolve at all.
 */
export async function checkDestination(url: URL, policy: DestinationPolicy): Promise<void> {
  const host = hostOf(url)
  if (isAllowedName(host, policy)) return
  let addresses: { address: string }[]
  try {
    addresses = await lookup(host, { all: true })
  } catch {
    throw invalidInput(`Webhook host ${host} does not resolve: check the URL`)
  }
  const refused = addresses.find(({ address }) => !isAllowedAddress(address, policy))
  if (refused !== undefined) {
    throw invalidInput(
      `Webhook host ${host} resolves to ${refused.address}, a private or local address: use a public host, or ask the operator to allow it (alerts.allowedDestinations)`,
    )
  }
}

/**
 * A `lookup` for node:http that resolves like the default one but fails on an address the policy refuses, so a host
 * that changes its DNS after the subscription was checked (rebinding) still cannot reach an internal address.
 */
export function guardedLookup(policy: DestinationPolicy, host: string) {
  const byName = isAllowedName(host, policy)
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
  ) => {
    lookup(hostname, { all: true })
      .then((addresses) => {
        const refused = byName ? undefined : addresses.find(({ address }) => !isAllowedAddress(address, policy))
        if (refused !== undefined) throw new Error(`${hostname} resolves to ${refused.address}, which is not public`)
        const all = (options as { all?: boolean }).all === true
        const first = addresses[0]
        if (first === undefined) throw new Error(`${hostname} does not resolve`)
        if (all) callback(null, addresses)
        else callback(null, first.address, first.family)
      })
      .catch((error: Error) => callback(error, ''))
  }
}
