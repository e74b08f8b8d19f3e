import type { TxDraft } from '../../../tx-draft/txDraft'

/** The nonce fixed by `?nonce=N` (the queue's "Replace" opens the flows with it), or undefined. */
export function readFixedNonce(search: URLSearchParams): number | undefined {
  const raw = search.get('nonce')
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  const nonce = Number(raw)
  return Number.isSafeInteger(nonce) ? nonce : undefined
}

/** The draft a flow hands to the review: with a fixed nonce it replaces the queued transaction at that nonce. */
export function withFixedNonce(draft: TxDraft, nonce: number | undefined): TxDraft {
  return nonce === undefined ? draft : { ...draft, nonce, origin: 'replace' }
}
