import { GatewayError } from '../errors.js'
import { applyChainPreset } from './apply-chain-preset.js'
import { type GatewayConfig, GatewayConfigSchema } from './config-schema.js'

/** Each chain entry with its preset filled in (an entry `{"preset": "base", "rpcUrl": …}` is a whole chain). */
function withPresets(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { chains?: unknown }).chains))
    return input
  const chains = (input as { chains: unknown[] }).chains.map((entry, i) => applyChainPreset(entry, `chains[${i}]`))
  return { ...input, chains }
}

/**
 * Validates a config object, presets filled in; the error names every bad field by its path, e.g. `chains[0].rpcUrl`.
 */
export function parseGatewayConfig(input: unknown): GatewayConfig {
  const result = GatewayConfigSchema.safeParse(withPresets(input))
  if (result.success) {
    const ids = result.data.chains.map((chain) => chain.chainId)
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
    if (duplicate !== undefined) {
      throw new GatewayError('CONFIG_INVALID', `Invalid gateway config: chain ${duplicate} is listed twice`)
    }
    return result.data
  }
  throw new GatewayError(
    'CONFIG_INVALID',
    `Invalid gateway config:\n  ${formatIssues(result.error.issues).join('\n  ')}`,
  )
}

/** One line per zod issue: the field's path, e.g. `chains[0].rpcUrl`, and what is wrong with it. */
export function formatIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)'
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('')
}
