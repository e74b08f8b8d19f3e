import { z } from 'zod'
import { appDescription, appName } from './appText'
import { appKey, parseAppUrl } from './appUrl'

/**
 * An app's `manifest.json` as Safe{Wallet} reads it (only the fields the wallet uses; extra fields are allowed). Name
 * and description are cleaned and capped (appText) as they are read: nothing downstream sees the raw text.
 */
export const AppManifestSchema = z.object({
  name: z.string().transform(appName).pipe(z.string().min(1)),
  description: z.string().transform(appDescription).pipe(z.string().min(1)),
  iconPath: z.string().min(1).optional(),
  icons: z
    .array(z.object({ src: z.string().min(1), sizes: z.string().optional(), type: z.string().optional() }))
    .optional(),
  /** Browser features the app asks for (camera, clipboard-write, …): the `allow` list of its frame, once granted. */
  safe_apps_permissions: z.array(z.string()).optional(),
})

/** A parsed manifest. */
export type AppManifest = z.infer<typeof AppManifestSchema>

/** Where an app's manifest lives: `<app URL without query, no trailing slash>/manifest.json`. */
export function manifestUrlOf(appUrl: string): string {
  return `${appKey(appUrl)}/manifest.json`
}

/**
 * The app URL a user typed, or the app's folder when they pasted the manifest's own URL. Null for anything that is not
 * an http(s) URL.
 */
export function appUrlFromInput(input: string): string | null {
  const url = parseAppUrl(input)
  if (!url) return null
  const path = url.pathname.replace(/\/manifest\.json$/, '')
  return `${url.origin}${path.replace(/\/+$/, '')}`
}

/** The icon to show: an SVG or "any"-sized one first, then the largest, then `iconPath`; absolute against the app. */
export function iconUrlOf(manifest: AppManifest, appUrl: string): string | null {
  const icons = manifest.icons ?? []
  const scalable = icons.find((i) => i.type === 'image/svg+xml' || i.src.endsWith('.svg') || i.sizes === 'any')
  const largest = [...icons].sort((a, b) => widthOf(b.sizes) - widthOf(a.sizes))[0]
  const src = scalable?.src ?? largest?.src ?? manifest.iconPath
  if (!src) return null
  try {
    return new URL(src, `${appKey(appUrl)}/`).href
  } catch {
    return null
  }
}

function widthOf(sizes: string | undefined): number {
  return Number(/^(\d+)x\d+/.exec(sizes ?? '')?.[1] ?? 0)
}
