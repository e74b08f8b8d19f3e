import { z } from 'zod'
import { Address } from './common.js'

/** An app anyone may embed. */
export const SafeAppNoRestrictionsPolicy = z.object({ type: z.literal('NO_RESTRICTIONS'), value: z.null() })
export type SafeAppNoRestrictionsPolicy = z.output<typeof SafeAppNoRestrictionsPolicy>

/** An app only the listed wallet origins may embed. */
export const SafeAppDomainAllowlistPolicy = z.object({
  type: z.literal('DOMAIN_ALLOWLIST'),
  value: z.array(z.string()),
})
export type SafeAppDomainAllowlistPolicy = z.output<typeof SafeAppDomainAllowlistPolicy>

/** A Safe App's embedding policy. */
export const SafeAppsAccessControlPolicies = z.discriminatedUnion('type', [
  SafeAppNoRestrictionsPolicy,
  SafeAppDomainAllowlistPolicy,
])
export type SafeAppsAccessControlPolicies = z.output<typeof SafeAppsAccessControlPolicies>

/** Who publishes a Safe App. */
export const SafeAppProvider = z.object({ url: z.string(), name: z.string() })
export type SafeAppProvider = z.output<typeof SafeAppProvider>

/** Social networks a Safe App can link to (the Safe SDK's SafeAppSocialPlatforms). */
export const SafeAppSocialPlatform = z.enum(['TWITTER', 'GITHUB', 'DISCORD', 'TELEGRAM'])
export type SafeAppSocialPlatform = z.output<typeof SafeAppSocialPlatform>

/** A link to the app's profile on a social network. */
export const SafeAppSocialProfile = z.object({ platform: SafeAppSocialPlatform, url: z.string() })
export type SafeAppSocialProfile = z.output<typeof SafeAppSocialProfile>

/** Optional capabilities a Safe App declares (product spec §3 "App feature"). */
export const SafeAppFeature = z.enum(['BATCHED_TRANSACTIONS'])
export type SafeAppFeature = z.output<typeof SafeAppFeature>

/** One entry of the Safe Apps catalogue (gateway-api.md §2.2). */
export const SafeAppData = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  description: z.string(),
  chainIds: z.array(z.string()),
  provider: SafeAppProvider.nullable(),
  accessControl: SafeAppsAccessControlPolicies,
  tags: z.array(z.string()),
  features: z.array(SafeAppFeature),
  developerWebsite: z.string().nullable(),
  socialProfiles: z.array(SafeAppSocialProfile),
  featured: z.boolean(),
})
export type SafeAppData = z.output<typeof SafeAppData>

/** The Safe Apps listed for a chain (`GET /v1/chains/{chainId}/safe-apps`). */
export const SafeAppsResponse = z.array(SafeAppData)
export type SafeAppsResponse = z.output<typeof SafeAppsResponse>

/** Query of the Safe Apps list: only apps at `url`, only apps the wallet at `clientUrl` (or `client_url`) may embed. */
export const SafeAppsQuery = z.object({
  clientUrl: z.string().max(2000).optional(),
  client_url: z.string().max(2000).optional(),
  url: z.string().max(2000).optional(),
})

/** One singleton (master copy) the gateway supports on a chain; L2 singletons have a `+L2` version. */
export const MasterCopy = z.object({ address: Address, version: z.string() })
export type MasterCopy = z.output<typeof MasterCopy>

/** Every supported singleton on a chain (`GET /v1/chains/{chainId}/about/master-copies`). */
export const MasterCopyResponse = z.array(MasterCopy)
export type MasterCopyResponse = z.output<typeof MasterCopyResponse>

/** The fiat codes balances can be priced in, e.g. "USD". */
export const FiatCurrencies = z.array(z.string())
export type FiatCurrencies = z.output<typeof FiatCurrencies>
