import { lookup } from 'node:dns/promises'
import { invalidInput } from '../../../errors.js'
import { type AddressPolicy, hostOf, isAllowedAddress, isAllowedName } from '../../../net/address-policy.js'

/**
 * Which webhook destinations may be reached: the gateway's outbound address policy (public addresses) with
 * `alerts.allowedDestinations` as its allow-list of host names, addresses and CIDR ranges.
 */
export type DestinationPolicy = AddressPolicy

/**
 * Refuses (422) a webhook URL whose host is, or resolves to, a loopback, private, link-local or otherwise non-public
 * address that the allow-list does not name, or that does not resolve at all. Said at subscription time so the owner
 * learns it at once; every delivery is checked again when it connects (`guardedRequest`).
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
