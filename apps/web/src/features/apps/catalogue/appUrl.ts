/** Only web pages can be embedded: anything else (javascript:, data:, file:) is refused before it reaches a frame. */
export function parseAppUrl(input: string): URL | null {
  try {
    const url = new URL(input.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** An app's identity: origin and path without a trailing slash or query, so `…/app/` and `…/app?x=1` are one app. */
export function appKey(input: string): string {
  const url = parseAppUrl(input)
  return url ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : input.trim()
}

/** The origin an app's frame runs on (and the bridge answers to), or '' for a URL that cannot be embedded. */
export function appOrigin(input: string): string {
  return parseAppUrl(input)?.origin ?? ''
}

/** The path of the page that opens an app in the current Safe, relative to the Safe's segment. */
export function openAppPath(appUrl: string): string {
  return `apps/open?appUrl=${encodeURIComponent(appUrl)}`
}
