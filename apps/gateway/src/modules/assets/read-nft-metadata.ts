import type { CollectibleMetadata } from '@concord/gateway-schema'
import { type Address, parseAbi } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { AddressPolicy } from '../../net/address-policy.js'
import { guardedRequest } from '../../net/guarded-request.js'
import { imageUriOf, pickNftMetadata } from './pick-nft-metadata.js'

/** What a collectible shows about itself: its token URI and what its metadata JSON says (null when unknown). */
export type NftMetadata = {
  uri: string | null
  name: string | null
  description: string | null
  imageUri: string | null
  metadata: CollectibleMetadata | null
}

const TOKEN_URI = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)'])
const FETCH_DEADLINE_MS = 3_000
const MAX_METADATA_BYTES = 256 * 1024
const MAX_REDIRECTS = 3
// Metadata rarely changes; a failure is retried sooner in case the host was only briefly down.
const KEEP_MS = 10 * 60_000
const KEEP_FAILED_MS = 60_000
const NONE: NftMetadata = { uri: null, name: null, description: null, imageUri: null, metadata: null }

const caches = new WeakMap<ChainRuntime, Map<string, { at: number; ttl: number; value: Promise<NftMetadata> }>>()

/**
 * The token URI (`tokenURI(id)`, read live) and metadata of one ERC-721 token: `data:` URIs are decoded, http(s) URIs
 * fetched through the guarded request (public addresses only unless `policy` allows more, every redirect hop checked,
 * 3 s for the whole fetch, 256 KB), and only whitelisted fields kept (`pickNftMetadata`). Anything that fails gives
 * nulls, never an error, so a broken token cannot break the collectibles list. Cached per chain for 10 min (1 min
 * after a failure).
 */
export function readNftMetadata(
  chain: ChainRuntime,
  token: string,
  id: string,
  policy: AddressPolicy,
): Promise<NftMetadata> {
  const cache = caches.get(chain) ?? new Map()
  caches.set(chain, cache)
  const key = `${token}:${id}`
  const now = Date.now()
  const hit = cache.get(key)
  if (hit !== undefined && now - hit.at < hit.ttl) return hit.value
  const entry = { at: now, ttl: KEEP_MS, value: load(chain, token, id, policy) }
  entry.value.then((value) => {
    if (value.metadata === null) entry.ttl = KEEP_FAILED_MS
  })
  cache.set(key, entry)
  return entry.value
}

async function load(chain: ChainRuntime, token: string, id: string, policy: AddressPolicy): Promise<NftMetadata> {
  let uri: string
  try {
    uri = await chain.client.readContract({
      address: token as Address,
      abi: TOKEN_URI,
      functionName: 'tokenURI',
      args: [BigInt(id)],
    })
  } catch {
    return NONE
  }
  if (uri.trim() === '') return NONE
  const document = await documentAt(uri.trim(), policy).catch(() => null)
  const metadata = document === null ? null : pickNftMetadata(document)
  return {
    uri,
    name: metadata?.name ?? null,
    description: metadata?.description ?? null,
    imageUri: imageUriOf(metadata?.image),
    metadata,
  }
}

/** The metadata JSON object a token URI holds or points at, or null. */
async function documentAt(uri: string, policy: AddressPolicy): Promise<Record<string, unknown> | null> {
  let body: string
  if (uri.startsWith('data:')) {
    const comma = uri.indexOf(',')
    if (comma < 0) return null
    const header = uri.slice(5, comma)
    const payload = uri.slice(comma + 1)
    body = header.endsWith(';base64') ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload)
  } else if (/^https?:\/\//i.test(uri)) {
    const response = await guardedRequest(uri, {
      headers: { accept: 'application/json' },
      policy,
      deadlineMs: FETCH_DEADLINE_MS,
      maxBytes: MAX_METADATA_BYTES,
      maxRedirects: MAX_REDIRECTS,
    })
    if (response.status < 200 || response.status >= 300) return null
    body = response.body.toString('utf8')
  } else {
    // ipfs://, ar:// and the like need a gateway of the operator's choosing; not fetched.
    return null
  }
  if (body.length > MAX_METADATA_BYTES) return null
  const parsed: unknown = JSON.parse(body)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null
}
