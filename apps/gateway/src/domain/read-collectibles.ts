import type { Address, SafeCollectibleResponse } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'
import { mapLimit } from '../indexer/map-limit.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { chainTokens } from './load-tokens.js'
import { type NftMetadata, readNftMetadata } from './read-nft-metadata.js'

/** ERC-721 tokens the Safe holds: those whose latest indexed transfer went to it, by token and id. */
export async function readCollectibles(
  db: Queryable,
  chain: ChainRuntime,
  address: string,
  trustedOnly: boolean,
  window: { limit: number; offset: number } | null,
): Promise<{ count: number; items: SafeCollectibleResponse[] }> {
  const safe = await loadSafe(db, chain.chainId, address)
  const tokens = await chainTokens(db, chain)
  const rows = await db.query<{ token_address: Address; token_id: string; to_address: Address }>(
    `select distinct on (token_address, token_id) token_address, token_id, to_address from transfers
     where chain_id = $1 and token_type = 'ERC721' and (from_address = $2 or to_address = $2)
     order by token_address, token_id, block_number desc, log_index desc`,
    [chain.chainId, safe.address],
  )
  const held = rows
    .filter((row) => row.to_address === safe.address)
    .map((row) => ({ row, token: tokens.get(row.token_address) }))
    .filter(({ token }) => token !== undefined && (!trustedOnly || token.trusted))
  const page = window === null ? held : held.slice(window.offset, window.offset + window.limit)
  const metadata = await mapLimit(page, 8, ({ row }) => readNftMetadata(chain, row.token_address, row.token_id))
  return {
    count: held.length,
    items: page.map(({ row, token }, index) => ({
      address: row.token_address,
      tokenName: token?.name ?? '',
      tokenSymbol: token?.symbol ?? '',
      logoUri: token?.logoUri ?? '',
      id: row.token_id,
      ...(metadata[index] as NftMetadata),
    })),
  }
}
