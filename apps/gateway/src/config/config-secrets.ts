import type { GatewayConfig } from './config-schema.js'

/** Shorter strings are not treated as secrets: replacing them would garble ordinary log text. */
const MIN_SECRET_LENGTH = 8
/** A path segment alone counts as a key from this length (keys are long; "optimism" or "mainnet" are words). */
const MIN_KEY_SEGMENT_LENGTH = 16

/**
 * The parts of an RPC URL that may carry a provider key: the whole URL, its user info, and its path and query when
 * they are more than "/" (Alchemy, Infura and QuickNode put the key in the path; others in the query or user info).
 */
function rpcUrlSecrets(rpcUrl: string): string[] {
  let url: URL
  try {
    url = new URL(rpcUrl)
  } catch {
    return [rpcUrl]
  }
  const parts = [url.username, url.password, `${url.pathname}${url.search}`, url.search]
  for (const segment of url.pathname.split('/')) if (segment.length >= MIN_KEY_SEGMENT_LENGTH) parts.push(segment)
  const keyed = parts.some((part) => part.length >= MIN_SECRET_LENGTH && part !== '/')
  return keyed ? [rpcUrl, url.href, ...parts] : []
}

/**
 * Every secret the config holds, for the logger to redact: RPC URLs with keys (and the keys alone), the operator,
 * alerts and metrics tokens, the SMTP password and the SIWE nonce secret. Longest first, so a URL is replaced before
 * the key inside it.
 */
export function configSecrets(config: GatewayConfig): string[] {
  const found = [
    ...config.chains.flatMap((chain) => rpcUrlSecrets(chain.rpcUrl)),
    config.operatorToken,
    config.alerts.adminToken,
    config.alerts.smtp?.password,
    config.metrics.token,
    config.siwe.nonceSecret,
  ].filter((value): value is string => value !== undefined && value.length >= MIN_SECRET_LENGTH)
  return [...new Set(found)].sort((a, b) => b.length - a.length)
}

/** `line` with every secret replaced by `[redacted]`. */
export function redactSecrets(line: string, secrets: readonly string[]): string {
  let out = line
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join('[redacted]')
  return out
}

/** pino's `streamWrite` hook for `config`: each serialized log line with the config's secrets redacted. */
export function redactLine(config: GatewayConfig): (line: string) => string {
  const secrets = configSecrets(config)
  return (line) => redactSecrets(line, secrets)
}
