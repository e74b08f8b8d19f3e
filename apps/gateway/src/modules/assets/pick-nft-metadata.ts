import { isIP } from 'node:net'
import type { CollectibleMetadata } from '@concord/gateway-schema'
import { z } from 'zod'
import { hostOf } from '../../net/address-policy.js'
import { isPublicAddress } from '../../net/public-address.js'

const MAX_NAME = 200
const MAX_DESCRIPTION = 2_000
const MAX_URL = 2_048
// An on-chain picture (an SVG in a data: URI, as the dev chain's NFT has) is the image itself.
const MAX_DATA_IMAGE = 100_000
const MAX_ATTRIBUTES = 50
const MAX_TRAIT = 100
const MAX_VALUE = 200
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i

/** A string field cut to `max` characters; anything else is dropped, not an error. */
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .refine((value) => value !== '')
    .optional()
    .catch(undefined)

/** An http(s) URL (no user name or password in it); anything else is dropped. */
function webUrl(value: string): URL | null {
  if (value.length > MAX_URL) return null
  try {
    const url = new URL(value)
    const web = url.protocol === 'https:' || url.protocol === 'http:'
    return web && url.username === '' && url.password === '' ? url : null
  } catch {
    return null
  }
}

/**
 * An image a wallet may load: an http(s) URL whose host is not a non-public address or `localhost` (a browser showing
 * it must not be pointed at its own machine or network), or a data: URI of an image type. Never javascript:, ipfs: or
 * anything else, which an <img> cannot show or should not try.
 */
export function imageUriOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (DATA_IMAGE.test(trimmed)) return trimmed.length <= MAX_DATA_IMAGE ? trimmed : null
  const url = webUrl(trimmed)
  if (url === null) return null
  const host = hostOf(url)
  if (host === 'localhost' || host.endsWith('.localhost')) return null
  return isIP(host) !== 0 && !isPublicAddress(host) ? null : trimmed
}

const Attribute = z.object({
  trait_type: z.string().transform((value) => value.slice(0, MAX_TRAIT)),
  value: z.union([
    z.string().transform((value) => value.slice(0, MAX_VALUE)),
    z.number().refine(Number.isFinite),
    z.boolean(),
  ]),
})

// The metadata document as it arrives (a token URI's JSON: untrusted, any shape), read field by field so one bad
// field drops only itself.
const UpstreamMetadata = z.object({
  name: text(MAX_NAME),
  description: text(MAX_DESCRIPTION),
  image: z.unknown().optional(),
  image_url: z.unknown().optional(),
  external_url: z.unknown().optional(),
  attributes: z.array(z.unknown()).optional().catch(undefined),
})

/**
 * The whitelisted, size-limited part of an NFT metadata document (OpenSea's metadata standard: name, description,
 * image, external_url, attributes as trait/value primitives), never the document itself: a token URI may point
 * anywhere, and whatever the upstream answered must not be relayed to the gateway's callers.
 */
export function pickNftMetadata(document: Record<string, unknown>): CollectibleMetadata {
  const read = UpstreamMetadata.safeParse(document)
  if (!read.success) return {}
  const upstream = read.data
  const image = imageUriOf(upstream.image) ?? imageUriOf(upstream.image_url)
  const link = typeof upstream.external_url === 'string' ? webUrl(upstream.external_url.trim()) : null
  const attributes = (upstream.attributes ?? [])
    .flatMap((entry) => {
      const parsed = Attribute.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, MAX_ATTRIBUTES)
  return {
    ...(upstream.name === undefined ? {} : { name: upstream.name }),
    ...(upstream.description === undefined ? {} : { description: upstream.description }),
    ...(image === null ? {} : { image }),
    ...(link === null ? {} : { external_url: link.toString() }),
    ...(attributes.length === 0 ? {} : { attributes }),
  }
}
