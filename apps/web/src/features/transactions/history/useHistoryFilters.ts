import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type HistoryFilters, readHistoryFilters, writeHistoryFilters } from './historyFilters'

/** The history's filters, read from and written to the page URL's query (a link or reload keeps them). */
export function useHistoryFilters() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => readHistoryFilters(search), [search])
  const setFilters = useCallback(
    (next: HistoryFilters) => setSearch(writeHistoryFilters(next), { replace: true }),
    [setSearch],
  )
  return { filters, setFilters }
}
