import type { SafeAppData } from '@concord/gateway-client'
import { appDescription, appName } from './appText'
import type { CustomApp } from './customApp'

/** An app as the Apps pages show it, from the gateway's catalogue or added by the user. */
export type AppEntry = {
  url: string
  name: string
  description: string
  iconUrl: string | null
  tags: string[]
  /** Catalogue features such as BATCHED_TRANSACTIONS. */
  features: string[]
  socialProfiles: { platform: string; url: string }[]
  developerWebsite: string | null
  /** Browser features its manifest asks for (custom apps; catalogue apps declare them when opened). */
  browserFeatures: string[]
  source: 'catalogue' | 'custom'
}

/** A catalogue entry of the gateway as the Apps pages show it (name and description cleaned and capped like a manifest's). */
export function fromCatalogue(app: SafeAppData): AppEntry {
  return {
    url: app.url,
    name: appName(app.name) || app.url,
    description: appDescription(app.description),
    iconUrl: app.iconUrl,
    tags: app.tags,
    features: app.features,
    socialProfiles: app.socialProfiles,
    developerWebsite: app.developerWebsite,
    browserFeatures: [],
    source: 'catalogue',
  }
}

/** An app the user added as the Apps pages show it (name and description cleaned again: kept before they were). */
export function fromCustom(app: CustomApp): AppEntry {
  return {
    ...app,
    name: appName(app.name) || app.url,
    description: appDescription(app.description),
    tags: [],
    socialProfiles: [],
    developerWebsite: null,
    browserFeatures: app.features,
    features: [],
    source: 'custom',
  }
}
