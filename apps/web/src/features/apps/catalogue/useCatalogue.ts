import { useMemo, useState } from 'react'
import { type AppEntry, fromCatalogue, fromCustom } from './appEntry'
import { filterApps, tagsOf } from './filterApps'
import { useAppLists } from './useAppLists'
import { useSafeApps } from './useSafeApps'

/** The Apps page's state: the catalogue and the user's apps, the search and tag filter, pins, the app in detail. */
export function useCatalogue() {
  const catalogue = useSafeApps()
  const lists = useAppLists()
  const [query, setQuery] = useState('')
  const [tag, setTag] = useState('')
  const [detailed, setDetailed] = useState<AppEntry | null>(null)
  const listed = useMemo(() => (catalogue.data ?? []).map(fromCatalogue), [catalogue.data])
  const custom = useMemo(() => lists.custom.map(fromCustom), [lists.custom])
  const all = useMemo(() => [...listed, ...custom], [listed, custom])
  const pinned = all.filter((app) => lists.isPinned(app.url))
  return {
    catalogue,
    lists,
    query,
    setQuery,
    tag,
    setTag,
    tags: tagsOf(listed),
    visible: filterApps(listed, { query, tag }),
    custom: filterApps(custom, { query, tag: '' }),
    pinned,
    detailed,
    setDetailed,
  }
}
