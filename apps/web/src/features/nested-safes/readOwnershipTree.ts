import type { OwnershipSetup } from '@concord/protocol'
import { type Address, getAddress } from 'viem'
import type { GatewayApi } from '../../gateway/gatewayApi'

// Real ownership trees are a few levels deep; past this many Safes the gateway's own check still holds the line.
const MAX_TREE_SAFES = 32

/**
 * The Safes among `owners` and their owners, transitively, as the gateway serves them (by lowercased address). An
 * owner the gateway does not know as a Safe is left out: the deadlock check counts it as a key.
 */
export async function readOwnershipTree(
  gateway: GatewayApi,
  chainId: string,
  owners: readonly Address[],
): Promise<Map<string, OwnershipSetup>> {
  const tree = new Map<string, OwnershipSetup>()
  const seen = new Set<string>()
  let level = [...owners]
  while (level.length > 0 && seen.size < MAX_TREE_SAFES) {
    const fresh = level.filter((a) => !seen.has(a.toLowerCase())).slice(0, MAX_TREE_SAFES - seen.size)
    for (const a of fresh) seen.add(a.toLowerCase())
    const infos = await Promise.all(fresh.map((a) => gateway.getSafeInfo(chainId, a).catch(() => null)))
    level = []
    for (const info of infos) {
      if (!info) continue
      const setup = { owners: info.owners.map((o) => getAddress(o.value)), threshold: info.threshold }
      tree.set(info.address.value.toLowerCase(), setup)
      level.push(...setup.owners)
    }
  }
  return tree
}
