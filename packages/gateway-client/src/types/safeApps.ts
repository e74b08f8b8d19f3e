/** Who may embed a Safe App. */
export const SafeAppAccessPolicyTypes = {
  NoRestrictions: 'NO_RESTRICTIONS',
  DomainAllowlist: 'DOMAIN_ALLOWLIST',
} as const
/** Who may embed a Safe App. */
export type SafeAppAccessPolicyType = (typeof SafeAppAccessPolicyTypes)[keyof typeof SafeAppAccessPolicyTypes]

/** Optional capabilities a Safe App declares. */
export const SafeAppFeatures = {
  BATCHED_TRANSACTIONS: 'BATCHED_TRANSACTIONS',
} as const
/** Optional capabilities a Safe App declares. */
export type SafeAppFeature = (typeof SafeAppFeatures)[keyof typeof SafeAppFeatures]

/** Social networks a Safe App can link to. */
export const SafeAppSocialPlatforms = {
  TWITTER: 'TWITTER',
  GITHUB: 'GITHUB',
  DISCORD: 'DISCORD',
} as const
/** Social networks a Safe App can link to. */
export type SafeAppSocialPlatform = (typeof SafeAppSocialPlatforms)[keyof typeof SafeAppSocialPlatforms]

/** An app anyone may embed. */
export type SafeAppNoRestrictionsPolicy = { type: 'NO_RESTRICTIONS'; value?: null }
/** An app only the listed wallet origins may embed. */
export type SafeAppDomainAllowlistPolicy = { type: 'DOMAIN_ALLOWLIST'; value: string[] }
/** A Safe App's embedding policy. */
export type SafeAppsAccessControlPolicies = SafeAppNoRestrictionsPolicy | SafeAppDomainAllowlistPolicy

/** Who publishes a Safe App. */
export type SafeAppProvider = { url: string; name: string }

/** A link to the app's profile on a social network. */
export type SafeAppSocialProfile = { platform: SafeAppSocialPlatform; url: string }

/** One entry of the Safe Apps catalogue. */
export type SafeAppData = {
  id: number
  url: string
  name: string
  iconUrl: string | null
  description: string
  chainIds: string[]
  provider: SafeAppProvider | null
  accessControl: SafeAppsAccessControlPolicies
  tags: string[]
  features: SafeAppFeature[]
  developerWebsite: string | null
  socialProfiles: SafeAppSocialProfile[]
  featured?: boolean
}

/** The Safe Apps listed for a chain (`GET /v1/chains/{chainId}/safe-apps`). */
export type SafeAppsResponse = SafeAppData[]
