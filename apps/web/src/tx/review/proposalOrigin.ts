/** The longest note a proposal keeps (Safe{Wallet}'s limit). */
export const MAX_NOTE_LENGTH = 60

/**
 * The proposal's `origin`, as Safe keeps it: JSON `{url, name?, note?}`. An embedded app's request carries the app's
 * name and URL; a note alone carries the wallet's own URL (the gateway drops an origin with neither) and no name, so
 * it is not shown as an app. Undefined when there is neither app nor note.
 */
export function proposalOrigin(
  app: { name: string; url: string } | undefined,
  note: string,
  walletUrl: string,
): string | undefined {
  const text = note.trim().slice(0, MAX_NOTE_LENGTH)
  if (!app && !text) return undefined
  return JSON.stringify({ ...(app ?? { url: walletUrl }), ...(text ? { note: text } : {}) })
}
