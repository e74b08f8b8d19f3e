import * as v from 'valibot'
import { WebAppError } from '../errors'

/** What the app reads from `/config.json` at boot; every field has a build-time default. */
// valibot, not zod, for what the app reads before its first paint: the same checks in 2 KB of gzip JS where zod's
// core takes 15 KB (issue 17's first-paint budget). Schemas of later pages keep zod.
export const RuntimeConfigSchema = v.object({
  gatewayUrl: v.pipe(v.string(), v.trim()),
  walletConnectProjectId: v.optional(v.pipe(v.string(), v.trim()), ''),
  /** Another WalletConnect relay than WalletConnect's (the gateway's `walletConnect.relayUrl`); '' for theirs. */
  walletConnectRelayUrl: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^wss?:\/\/\S+$/, 'a ws:// or wss:// URL'))]),
    '',
  ),
  appName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'Concord'),
  devChainId: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), 31337),
  pollIntervalMs: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1000)), 15_000),
})

/** The validated run-time configuration. */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>

/** Build-time defaults: `VITE_GATEWAY_URL` (empty means the page's own origin). */
export function defaultRuntimeConfig(env: { VITE_GATEWAY_URL?: string | undefined }): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, { gatewayUrl: env.VITE_GATEWAY_URL ?? '' })
}

/** Validates the JSON of `/config.json` over the defaults; throws a WebAppError that names the bad field. */
export function parseRuntimeConfig(json: unknown, defaults: RuntimeConfig): RuntimeConfig {
  const merged = typeof json === 'object' && json !== null ? { ...defaults, ...json } : json
  const result = v.safeParse(RuntimeConfigSchema, merged)
  if (!result.success) {
    const issue = result.issues[0]
    const where = v.getDotPath(issue) || 'config'
    throw new WebAppError(
      'CONFIG_INVALID',
      `config.json is invalid at "${where}": ${issue?.message}. Fix the file and reload.`,
    )
  }
  return { ...result.output, gatewayUrl: normaliseGatewayUrl(result.output.gatewayUrl) }
}

/** Drops trailing slashes so paths can be appended as `${gatewayUrl}/v1/...`. */
function normaliseGatewayUrl(url: string): string {
  return url.replace(/\/+$/, '')
}
