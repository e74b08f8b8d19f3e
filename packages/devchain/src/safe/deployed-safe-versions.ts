/** The versions the dev chain deploys from their npm builds, newest first (the others are placed or deployed apart). */
export const DEPLOYED_SAFE_VERSIONS = ['1.4.1', '1.3.0'] as const

/** One of those versions. */
export type DeployedSafeVersion = (typeof DEPLOYED_SAFE_VERSIONS)[number]
