import { type Address, parseAbi } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'

/** What a collectible shows about itself: its token URI and what its metadata JSON says (null when unknown). */
export type NftMetadata = {
  uri: string | null
  name: string | null
  description: string | null
  imageUri: string | null
  metadata: Record<string, unknown> | null
}

const TOKEN_URI = parseAbi(['function tokenURI(uint256 tokenId) view returns (string)'])
const FETCH_TIMEOUT_MS = 3_000
const MAX_METADATA_BYTES = 256 * 1024
// Metadata rarely changes; a failure is retried sooner in case the host was only briefly down.
const KEEP_MS = 10 * 60_000
const KEEP_FAILED_MS = 60_000
const NONE: NftMetadata = { uri: null, name: null, description: null, imageUri: null, metadata: null }

const caches = new WeakMap<ChainRuntime, Map<string, { at: number; ttl: number; value: Promise<NftMetadata> }>>()

/**
 * The token URI (`tokenURI(id)`, read live) and metadata of one ERC-721 token: `data:` URIs are decoded, http(s) URIs
 * fetched with a 3 s timeout and a 256 KB cap. Anything that fails gives nulls, never an error, so a broken token
 * cannot break the collectibles list. Cached per chain for 10 min (1 min after a failure).
 */
export function readNftMetadata(chain: ChainRuntime, token: string, id: string): Promise<NftMetadata> {
  const cache = caches.get(chain) ?? new Map()
  caches.set(chain, cache)
  const key = `${token}:${id}`
  const now = Date.now()
  const hit = cache.get(key)
  if (hit !== undefined && now - hit.at < hit.ttl) return hit.value
  const entry = { at: now, ttl: KEEP_MS, value: load(chain, token, id) }
  entry.value.then((value) => {
    if (value.metadata === null) entry.ttl = KEEP_FAILED_MS
  })
  cache.set(key, entry)
  return entry.value
}

async function load(chain: ChainRuntime, token: string, id: string): Promise<NftMetadata> {
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
  const metadata = await metadataAt(uri.trim()).catch(() => null)
  const text = (key: string) => (typeof metadata?.[key] === 'string' ? (metadata[key] as string) : null)
  return {
    uri,
    name: text('name'),
    description: text('description'),
    imageUri: text('image') ?? text('image_url') ?? text('imageUri'),
    metadata,
  }
}

async function metadataAt(uri: string): Promise<Record<string, unknown> | null> {
  let body: string
  if (uri.startsWith('data:')) {
    const comma = uri.indexOf(',')
    if (comma < 0) return null
    const header = uri.slice(5, comma)
    const payload = uri.slice(comma + 1)
    body = header.endsWith(';base64') ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload)
  } else if (/^https?:\/\//i.test(uri)) {
    const response = await fetch(uri, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      redirect: 'follow',
    })
    if (!response.ok) return null
    body = await readCapped(response)
  } else {
    // ipfs://, ar:// and the like need a gateway of the operator's choosing; not fetched.
    return null
  }
  const parsed: unknown = JSON.parse(body)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader()
  if (reader === undefined) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_METADATA_BYTES) {
      await reader.cancel()
      throw new Error('metadata too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
