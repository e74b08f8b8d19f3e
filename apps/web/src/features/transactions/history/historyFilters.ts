import type { HistoryKind } from '@concord/gateway-client'

/** The history's filters as kept in the page URL's query, so a link carries them (values as typed). */
export type HistoryFilters = {
  kind?: HistoryKind | undefined
  /** First and last day shown, YYYY-MM-DD in the user's time zone. */
  from?: string | undefined
  to?: string | undefined
  /** A token address; the zero address is the native coin. */
  token?: string | undefined
  /** An exact amount of `token`, in token units ("1.5"). */
  amount?: string | undefined
  nonce?: string | undefined
  /** Show transfers that look like address poisoning (hidden by default). */
  suspicious?: boolean | undefined
}

const KINDS: readonly HistoryKind[] = ['incoming', 'outgoing', 'module', 'settings']
const TEXT_KEYS = ['from', 'to', 'token', 'amount', 'nonce'] as const

/** Reads the filters from a URL query; unknown kinds and empty values are left out. */
export function readHistoryFilters(search: URLSearchParams): HistoryFilters {
  const filters: HistoryFilters = {}
  const kind = search.get('kind')
  if (kind && (KINDS as readonly string[]).includes(kind)) filters.kind = kind as HistoryKind
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim()
    if (value) filters[key] = value
  }
  if (search.get('suspicious') === '1') filters.suspicious = true
  return filters
}

/** Writes the filters as a URL query (only those set, in a stable order). */
export function writeHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams()
  if (filters.kind) search.set('kind', filters.kind)
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim()
    if (value) search.set(key, value)
  }
  if (filters.suspicious) search.set('suspicious', '1')
  return search
}

/** Whether any filter narrows the list (the suspicious switch only adds rows). */
export function isFiltered(filters: HistoryFilters): boolean {
  return Boolean(filters.kind || TEXT_KEYS.some((key) => filters[key]))
}
