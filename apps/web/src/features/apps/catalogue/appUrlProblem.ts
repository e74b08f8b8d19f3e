import { parseAppUrl } from './appUrl'

/**
 * Why the app at `appUrl` cannot be embedded in the wallet at `walletOrigin`, in words, or null when it can. An app on
 * the wallet's own origin is refused: its frame has `allow-scripts allow-same-origin`, so it would run as the wallet
 * itself (read and write everything the wallet keeps, mark every app's first-open notice as read).
 */
export function appUrlProblem(appUrl: string, walletOrigin: string): string | null {
  const url = parseAppUrl(appUrl)
  if (!url) {
    return `“${appUrl}” is not the address of a web app: an app address starts with https:// (or http:// for a local app).`
  }
  if (url.origin === walletOrigin) {
    return `“${appUrl}” is on this wallet's own address (${walletOrigin}): an app must run on an origin of its own, so it cannot act as the wallet. Check the link.`
  }
  return null
}
