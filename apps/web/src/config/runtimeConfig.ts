import { z } from 'zod/mini'
import { WebAppError } from '../errors'

/** What the app reads from `/config.json` at boot; every field has a build-time default. */
// zod/mini (tree-shakable, same checks): this is read before the first paint, where zod's classic API would add 15 KB.
export const RuntimeConfigSchema = z.object({
  gatewayUrl: z.string().check(z.trim()),
  walletConnectProjectId: z._default(z.string().check(z.trim()), ''),
  appName: z._default(z.string().check(z.trim(), z.minLength(1)), 'Concord'),
  devChainId: z._default(z.int().check(z.positive()), 31337),
  pollIntervalMs: z._default(z.int().check(z.gte(1000)), 15_000),
})

/** The validated run-time configuration. */
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>

/** Build-time defaults: `VITE_GATEWAY_URL` (empty means the page's own origin). */
export function defaultRuntimeConfig(env: { VITE_GATEWAY_URL?: string | undefined }): RuntimeConfig {
  return RuntimeConfigSchema.parse({ gatewayUrl: env.VITE_GATEWAY_URL ?? '' })
}

/** Validates the JSON of `/config.json` over the defaults; throws a WebAppError that names the bad field. */
export function parseRuntimeConfig(json: unknown, defaults: RuntimeConfig): RuntimeConfig {
  const merged = typeof json === 'object' && json !== null ? { ...defaults, ...json } : json
  const result = RuntimeConfigSchema.safeParse(merged)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.join('.') || 'config'
    throw new WebAppError(
      'CONFIG_INVALID',
      `config.json is invalid at "${where}": ${issue?.message}. Fix the file and reload.`,
    )
  }
  return { ...result.data, gatewayUrl: normaliseGatewayUrl(result.data.gatewayUrl) }
}

/** Drops trailing slashes so paths can be appended as `${gatewayUrl}/v1/...`. */
function normaliseGatewayUrl(url: string): string {
  return url.replace(/\/+$/, '')
}
