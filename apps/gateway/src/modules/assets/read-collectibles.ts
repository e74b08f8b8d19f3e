import type { SafeCollectibleResponse } from '@concord/gateway-schema'
import type { GatewayConfig } from '../../config/config-schema.js'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { mapLimit } from '../../util/map-limit.js'
import { loadSafe } from '../safes/index.js'
import { chainTokens } from '../tokens/index.js'
import { assets } from './asset-repository.js'
import { type NftMetadata, readNftMetadata } from './read-nft-metadata.js'

/**
 * ERC-721 tokens the Safe holds: those whose latest indexed transfer went to it, by token and id, with their metadata
 * (fetched under `collectibles.allowedMetadataHosts`).
 */
export async function readCollectibles(
  config: Pick<GatewayConfig, 'collectibles'>,
  db: Queryable,
  chain: ChainRuntime,
  address: string,
  trustedOnly: boolean,
  window: { limit: number; offset: number } | null,
): Promise<{ count: number; items: SafeCollectibleResponse[] }> {
  const safe = await loadSafe(db, chain.chainId, address)
  const tokens = await chainTokens(db, chain)
  const latest = await assets.latestErc721Transfers(db, chain.chainId, safe.address)
  const held = latest
    .filter((transfer) => transfer.to === safe.address)
    .flatMap((transfer) => {
      const token = tokens.get(transfer.token)
      return token !== undefined && (!trustedOnly || token.trusted) ? [{ transfer, token }] : []
    })
  const page = window === null ? held : held.slice(window.offset, window.offset + window.limit)
  const policy = { allowed: config.collectibles.allowedMetadataHosts }
  const metadata = await mapLimit(page, 8, ({ transfer }) =>
    readNftMetadata(chain, transfer.token, transfer.tokenId, policy),
  )
  return {
    count: held.length,
    items: page.map(({ transfer, token }, index) => ({
      address: transfer.token,
      tokenName: token.name,
      tokenSymbol: token.symbol,
      logoUri: token.logoUri,
      id: transfer.tokenId,
      ...(metadata[index] as NftMetadata),
    })),
  }
}
