import type { SafeInfo } from '@concord/gateway-schema'
import { compareSemver } from '@concord/protocol'
import type { Queryable } from '../db/db.js'
import { addressInfo, plainAddress } from './address-info.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'

/** The Safe's version from its singleton (null when the singleton is not one the chain config lists). */
export function versionOfSingleton(chain: ChainRuntime, singleton: string): string | null {
  for (const [version, set] of Object.entries(chain.config.contracts)) {
    if (set.safeSingleton === singleton || set.safeL2Singleton === singleton) return version
  }
  return null
}

const seconds = (ms: number | null | undefined) => (ms == null ? null : String(Math.floor(ms / 1000)))

/** SafeInfo from the indexed state, with version state and cache tags (gateway-api.md §3). */
export async function readSafeInfo(db: Queryable, chain: ChainRuntime, address: string): Promise<SafeInfo> {
  const safe = await loadSafe(db, chain.chainId, address)
  const version = versionOfSingleton(chain, safe.singleton)
  const recommended = chain.config.recommendedMasterCopyVersion
  const versionState =
    version === null
      ? 'UNKNOWN'
      : recommended !== null && compareSemver(version, recommended) < 0
        ? 'OUTDATED'
        : 'UP_TO_DATE'
  const [tags] = await db.query<{
    collectibles: number | null
    queued: number | null
    history: number | null
    messages: number | null
  }>(
    // Block timestamps never decrease along the chain, so the newest transfer by block number (an index read) has
    // the latest execution_date; `modified` is never null, so max(modified) reads the partial index of 0003.
    `select
       greatest(
         (select execution_date from transfers where chain_id = $1 and token_type = 'ERC721' and from_address = $2 order by block_number desc limit 1),
         (select execution_date from transfers where chain_id = $1 and token_type = 'ERC721' and to_address = $2 order by block_number desc limit 1)) as collectibles,
       (select max(modified) from multisig_transactions where chain_id = $1 and safe = $2 and tx_hash is null and nonce >= $3) as queued,
       greatest(
         (select max(modified) from multisig_transactions where chain_id = $1 and safe = $2 and tx_hash is not null),
         (select max(execution_date) from module_transactions where chain_id = $1 and safe = $2),
         (select execution_date from transfers where chain_id = $1 and from_address = $2 order by block_number desc limit 1),
         (select execution_date from transfers where chain_id = $1 and to_address = $2 order by block_number desc limit 1)) as history,
       (select max(modified) from messages where chain_id = $1 and safe = $2) as messages`,
    [chain.chainId, address, safe.nonce],
  )
  return {
    address: plainAddress(safe.address),
    chainId: chain.chainId,
    nonce: safe.nonce,
    threshold: safe.threshold,
    owners: safe.owners.map(plainAddress),
    implementation: addressInfo(chain, safe.singleton),
    implementationVersionState: versionState,
    modules: safe.modules.length === 0 ? null : safe.modules.map((m) => addressInfo(chain, m)),
    fallbackHandler: safe.fallbackHandler === null ? null : addressInfo(chain, safe.fallbackHandler),
    guard: safe.guard === null ? null : addressInfo(chain, safe.guard),
    version,
    collectiblesTag: seconds(tags?.collectibles),
    txQueuedTag: seconds(tags?.queued),
    txHistoryTag: seconds(tags?.history),
    messagesTag: seconds(tags?.messages),
  }
}
