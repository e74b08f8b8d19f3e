import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { fromCatalogue, fromCustom } from '../catalogue/appEntry'
import { appKey } from '../catalogue/appUrl'
import { fetchManifest } from '../catalogue/fetchManifest'
import { useAppLists } from '../catalogue/useAppLists'
import { useSafeApps } from '../catalogue/useSafeApps'
import { type OpenApp, resolveOpenApp } from './resolveOpenApp'

/** What the open page knows about the app at `appUrl`: loading, or the app and whether the user knows it. */
export function useOpenApp(appUrl: string): { loading: true } | { loading: false; open: OpenApp | null } {
  const catalogue = useSafeApps()
  const { custom } = useAppLists()
  // Not a 'gateway' key: manifests are read from the app's own origin and never persisted.
  const manifest = useQuery({
    queryKey: ['appManifest', appKey(appUrl)],
    queryFn: ({ signal }) => fetchManifest(appUrl, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })
  const settled = (catalogue.isSuccess || catalogue.isError) && !manifest.isPending
  const open = useMemo(
    () =>
      resolveOpenApp(
        appUrl,
        { catalogue: (catalogue.data ?? []).map(fromCatalogue), custom: custom.map(fromCustom) },
        manifest.data ?? null,
      ),
    [appUrl, catalogue.data, custom, manifest.data],
  )
  return settled ? { loading: false, open } : { loading: true }
}
