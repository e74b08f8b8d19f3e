import { appUrlProblem } from '../catalogue/appUrlProblem'
import type { CustomApp } from '../catalogue/customApp'
import { AppManifestSchema, appUrlFromInput, iconUrlOf, manifestUrlOf } from '../catalogue/manifest'
import { manifestProblem } from '../catalogue/manifestProblem'

/** What loading an app by URL gives: the app, or why it cannot be added, in words. */
export type LoadedCustomApp = { ok: true; app: CustomApp } | { ok: false; error: string }

/**
 * How the loader reaches the network: fetch for the manifest, an image load for the icon (no CORS needed); and the
 * wallet's own origin, where no app may run.
 */
export type ManifestIo = {
  walletOrigin: string
  fetch: (url: string, init: { signal: AbortSignal }) => Promise<Response>
  loadImage: (url: string) => Promise<void>
}

const fail = (error: string): LoadedCustomApp => ({ ok: false, error })

/**
 * Fetches `<app>/manifest.json`, validates it (name, description, an icon that loads) and returns the app to keep.
 * Every failure says what is wrong: unreachable, not JSON, a missing field, no icon, an icon that does not load.
 */
export async function loadCustomApp(input: string, io: ManifestIo, timeoutMs = 10_000): Promise<LoadedCustomApp> {
  const appUrl = appUrlFromInput(input)
  if (!appUrl) return fail("Enter the app's address, starting with https:// (or http:// for a local app).")
  const problem = appUrlProblem(appUrl, io.walletOrigin)
  if (problem) return fail(problem)
  const manifestUrl = manifestUrlOf(appUrl)
  let response: Response
  try {
    response = await io.fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    return fail(
      `The app's manifest at ${manifestUrl} is unreachable: check the address, that the app is online and that it allows other sites to read its manifest (CORS).`,
    )
  }
  if (!response.ok) {
    return fail(`The app's manifest at ${manifestUrl} is unreachable: the server answered HTTP ${response.status}.`)
  }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return fail(`The app's manifest at ${manifestUrl} is not JSON: the address may not point to an app.`)
  }
  const parsed = AppManifestSchema.safeParse(json)
  if (!parsed.success) return fail(manifestProblem(parsed.error, manifestUrl))
  const iconUrl = iconUrlOf(parsed.data, appUrl)
  if (!iconUrl) return fail(`The manifest at ${manifestUrl} names no icon: the app's developer must add "iconPath".`)
  try {
    await io.loadImage(iconUrl)
  } catch {
    return fail(`The app's icon is missing: ${iconUrl} could not be loaded.`)
  }
  const { name, description, safe_apps_permissions: features = [] } = parsed.data
  return { ok: true, app: { url: appUrl, name, description, iconUrl, features } }
}

/** Resolves once the browser has loaded the image at `url`; rejects if it cannot. */
export function loadImageInBrowser(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve()
    image.onerror = () => reject(new Error(`cannot load ${url}`))
    image.src = url
  })
}
