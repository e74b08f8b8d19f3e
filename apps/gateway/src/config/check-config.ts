import { type ConfigFinding, checkChainRpc } from './check-chain-rpc.js'
import { loadGatewayConfig } from './load-gateway-config.js'

/**
 * `check-config`: loads a config file as `serve` would (environment references, presets, validation), then checks
 * each chain's RPC. A config that cannot be loaded is one failed finding with the loader's words.
 */
export async function checkConfig(path: string): Promise<ConfigFinding[]> {
  let config: Awaited<ReturnType<typeof loadGatewayConfig>>
  try {
    config = await loadGatewayConfig(path)
  } catch (error) {
    return [{ ok: false, what: path, message: error instanceof Error ? error.message : String(error) }]
  }
  const findings: ConfigFinding[] = [
    { ok: true, what: path, message: `valid: ${config.chains.length} chain${config.chains.length === 1 ? '' : 's'}` },
  ]
  for (const chain of config.chains) findings.push(...(await checkChainRpc(chain)))
  return findings
}

/** The findings as the command prints them: one line each, ✓ or ✗, what, and the words. */
export function formatFindings(findings: readonly ConfigFinding[]): string {
  return findings.map((f) => `${f.ok ? '✓' : '✗'} ${f.what}: ${f.message}`).join('\n')
}
