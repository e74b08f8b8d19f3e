import type { AppEntry } from '../catalogue/appEntry'
import { appKey, parseAppUrl } from '../catalogue/appUrl'
import { type AppManifest, iconUrlOf } from '../catalogue/manifest'

/** The app a link opens: known (catalogue or added by the user) or unknown (the user must consent first). */
export type OpenApp = { app: AppEntry; known: boolean; origin: string }

/**
 * Finds the app at `appUrl` among the catalogue and the user's apps; an app in neither is described from its manifest
 * (or only by its origin when it has none). Browser features are the list's and the live manifest's together.
 */
export function resolveOpenApp(
  appUrl: string,
  lists: { catalogue: readonly AppEntry[]; custom: readonly AppEntry[] },
  manifest: AppManifest | null,
): OpenApp | null {
  const url = parseAppUrl(appUrl)
  if (!url) return null
  const key = appKey(appUrl)
  const requested = manifest?.safe_apps_permissions ?? []
  const found = [...lists.catalogue, ...lists.custom].find((app) => appKey(app.url) === key)
  if (found) {
    // The live manifest may ask for more than the list knew when the app was added: the notice offers the new ones.
    const browserFeatures = [...new Set([...found.browserFeatures, ...requested])]
    return { app: { ...found, url: appUrl, browserFeatures }, known: true, origin: url.origin }
  }
  const app: AppEntry = {
    url: appUrl,
    name: manifest?.name ?? url.host,
    description: manifest?.description ?? '',
    iconUrl: manifest ? iconUrlOf(manifest, appUrl) : null,
    tags: [],
    features: [],
    socialProfiles: [],
    developerWebsite: null,
    browserFeatures: requested,
    source: 'custom',
  }
  return { app, known: false, origin: url.origin }
}
