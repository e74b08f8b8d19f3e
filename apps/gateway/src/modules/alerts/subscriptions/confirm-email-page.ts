import type { SubscriptionRow } from './alert-rows.js'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The small page the confirmation link opens: what was confirmed (or that the link confirms nothing), in words. */
export function confirmEmailPage(row: Pick<SubscriptionRow, 'destination' | 'safe' | 'chainId'> | null): string {
  const message =
    row === null
      ? 'This link confirms nothing: it was mistyped, or its alert was deleted. Ask an owner of the Safe to add your address again.'
      : `${row.destination} now receives the alerts of Safe ${row.safe} (chain ${row.chainId}). An owner of the Safe can stop them in Settings → Alerts.`
  const title = row === null ? 'Unknown confirmation link' : 'Email alerts confirmed'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${escapeHtml(message)}</p></body></html>`
}
