import { type Address, isAddressEqual } from 'viem'
import type { EnsReader } from './ensClient'
import { isPlainEnsName } from './plainEnsName'
import { readEnsRecord } from './readEnsRecord'
import { resolveEnsName } from './resolveEnsName'
import { reverseNode } from './reverseNode'

/**
 * The primary name of `address` (EIP-181 reverse record `<hex>.addr.reverse`), or null. Anyone may write any name in
 * their own reverse record, so the name counts only when it resolves back to the address, as ENS clients check.
 */
export async function lookupEnsName(client: EnsReader, registry: Address, address: Address): Promise<string | null> {
  const node = reverseNode(address)
  const claimed = await readEnsRecord(client, registry, node, 'name')
  if (claimed === null) return null
  // A plain name with a dot is what ensNameOf would answer; any other is checked by it, loaded then (ens-normalize).
  const name =
    isPlainEnsName(claimed) && claimed.includes('.') ? claimed : (await import('./ensNameOf')).ensNameOf(claimed)
  if (!name) return null
  const forward = await resolveEnsName(client, registry, name)
  return forward && isAddressEqual(forward, address) ? name : null
}
