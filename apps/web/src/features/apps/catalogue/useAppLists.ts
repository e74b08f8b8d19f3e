import { useCallback } from 'react'
import { useCurrentSafe } from '../../../services/currentSafe'
import { isStringArray, usePersistentState } from '../../../ui/usePersistentState'
import { appKey } from './appUrl'
import { type CustomApp, customAppsKey, isCustomAppList } from './customApp'

/** The user's own lists on the current chain: apps added by URL and pinned apps (by app URL), kept in the browser. */
export function useAppLists() {
  const { chain } = useCurrentSafe()
  const [custom, setCustom] = usePersistentState<CustomApp[]>(customAppsKey(chain.chainId), [], isCustomAppList)
  const [pinned, setPinned] = usePersistentState<string[]>(`concord.apps.pinned.${chain.chainId}`, [], isStringArray)
  const addCustom = useCallback(
    (app: CustomApp) => setCustom([...custom.filter((c) => appKey(c.url) !== appKey(app.url)), app]),
    [custom, setCustom],
  )
  const removeCustom = useCallback(
    (url: string) => setCustom(custom.filter((c) => appKey(c.url) !== appKey(url))),
    [custom, setCustom],
  )
  const isPinned = useCallback((url: string) => pinned.includes(appKey(url)), [pinned])
  const togglePin = useCallback(
    (url: string) => setPinned(isPinned(url) ? pinned.filter((p) => p !== appKey(url)) : [...pinned, appKey(url)]),
    [pinned, setPinned, isPinned],
  )
  return { custom, addCustom, removeCustom, isPinned, togglePin }
}
