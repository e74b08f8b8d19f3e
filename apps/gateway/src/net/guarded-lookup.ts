import type { LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import type { LookupFunction } from 'node:net'
import { type AddressPolicy, isAllowedAddress, isAllowedName } from './address-policy.js'

/**
 * A `lookup` for node:http(s) that resolves like the default one but fails when any address of the name is one the
 * policy refuses. The check runs on the very addresses the socket then connects to, so a name that resolved to a public
 * address earlier and to an internal one now (DNS rebinding) still cannot reach it. A name on the allow-list may
 * resolve to anything.
 */
export function guardedLookup(policy: AddressPolicy, host: string): LookupFunction {
  const byName = isAllowedName(host, policy)
  return (hostname, options, callback) => {
    const family =
      options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0
    lookup(hostname, { all: true, family })
      .then((addresses: LookupAddress[]) => {
        const refused = byName ? undefined : addresses.find(({ address }) => !isAllowedAddress(address, policy))
        if (refused !== undefined) {
          throw new Error(`${hostname} resolves to ${refused.address}, which is not a public address`)
        }
        const first = addresses[0]
        if (first === undefined) throw new Error(`${hostname} does not resolve`)
        if (options.all === true) callback(null, addresses)
        else callback(null, first.address, first.family)
      })
      .catch((error: Error) => callback(error, ''))
  }
}
