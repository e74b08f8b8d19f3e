/**
 * An RPC URL as errors and logs may show it: its origin only (`https://mainnet.infura.io`), since providers put the
 * key in the path (`/v3/<key>`) or the query (`?apikey=`) and a URL may carry a password.
 */
export function describeRpcUrl(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return '(an invalid URL)'
  }
}
