// Image types a browser shows in an <img> (an SVG there runs no script and loads nothing).
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i
// A host spelled as an address (IPv4 dotted, IPv6 in brackets) or a localhost name: an NFT's picture is not there,
// and the user's own machine or network must not be reachable by minting a token to their Safe.
const LOCAL_HOST = /^(\d+\.\d+\.\d+\.\d+|\[.*\]|localhost|.*\.localhost)$/i

/**
 * The NFT image the wallet loads: an https URL to a named host, or a data: URI of an image type; null for anything
 * else (javascript:, ipfs:, plain http, an address). Checked here too, because the gateway may be any Safe Client
 * Gateway, which passes the metadata's image through as it found it.
 */
export function nftImageSrc(uri: string | null): string | null {
  if (uri === null) return null
  if (DATA_IMAGE.test(uri)) return uri
  try {
    const url = new URL(uri)
    return url.protocol === 'https:' && !LOCAL_HOST.test(url.hostname) ? uri : null
  } catch {
    return null
  }
}
