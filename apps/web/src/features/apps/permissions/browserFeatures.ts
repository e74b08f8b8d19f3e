import { z } from 'zod'

/** Where the browser features (camera, clipboard-write, …) the user granted each app origin are kept. */
const KEY = 'concord.apps.browserFeatures'

const StoredSchema = z.record(z.string(), z.array(z.string()))

/**
 * The browser features the wallet can delegate to a frame (the Permissions Policy names Safe{Wallet} lists); any other
 * name in a manifest is ignored, so an app cannot smuggle a directive into the `allow` attribute.
 */
export const KNOWN_FEATURES = new Set([
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'web-share',
  'xr-spatial-tracking',
])

function readAll(): Record<string, string[]> {
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The features the user granted to apps from `origin`. */
export function grantedFeatures(origin: string): string[] {
  return (readAll()[origin] ?? []).filter((f) => KNOWN_FEATURES.has(f))
}

/** Every origin with granted features (Settings → Apps). */
export function grantedFeaturesByOrigin(): { origin: string; features: string[] }[] {
  return Object.entries(readAll())
    .map(([origin, features]) => ({ origin, features }))
    .filter((entry) => entry.features.length > 0)
}

/** Replaces the features granted to `origin`. */
export function setGrantedFeatures(origin: string, features: readonly string[]): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [origin]: features.filter((f) => KNOWN_FEATURES.has(f)) }))
}

/** The frame's `allow` attribute: only what was granted, joined the way Permissions Policy reads it. */
export function allowAttribute(features: readonly string[]): string {
  return features.filter((f) => KNOWN_FEATURES.has(f)).join('; ')
}
