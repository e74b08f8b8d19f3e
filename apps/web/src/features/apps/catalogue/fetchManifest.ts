import { type AppManifest, AppManifestSchema, manifestUrlOf } from './manifest'

/** The app's manifest if it serves a valid one; null when it cannot be read (the app may still open, unnamed). */
export async function fetchManifest(appUrl: string, signal: AbortSignal): Promise<AppManifest | null> {
  try {
    const response = await fetch(manifestUrlOf(appUrl), {
      signal: AbortSignal.any([signal, AbortSignal.timeout(5000)]),
    })
    if (!response.ok) return null
    const parsed = AppManifestSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
