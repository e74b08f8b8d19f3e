import { z } from 'zod'
import { GatewayError } from '../errors.js'
import { applyChainPreset } from './apply-chain-preset.js'
import { ChainConfig } from './config-schema.js'
import { expandEnvReferences } from './expand-env-references.js'
import { formatIssues } from './parse-gateway-config.js'
import { readJsonFile } from './read-json-file.js'

const ChainFile = z.array(ChainConfig).min(1, 'a chain file holds one chain entry or a non-empty array of them')

/** Whether a parsed JSON document is a chain file (one chain entry or an array of them) rather than a whole config. */
export function isChainFile(json: unknown): boolean {
  return (
    Array.isArray(json) ||
    (typeof json === 'object' && json !== null && !('chains' in json) && ('chainId' in json || 'preset' in json))
  )
}

/**
 * Reads a chain file (README: Adding a chain), fills in `${ENV}` references and presets, and validates each entry as a
 * ChainConfig; an error names the file and the field, e.g. `chains/gnosis.json: [0].rpcUrl: Invalid URL`. Returns the
 * entries so filled in (defaults are the whole config's parse's to fill).
 */
export async function loadChainFile(path: string): Promise<unknown[]> {
  const json = expandEnvReferences(await readJsonFile(path, 'chain file'), `chain file ${path}`)
  const entries = (Array.isArray(json) ? json : [json]).map((entry, i) =>
    applyChainPreset(entry, `chain file ${path} [${i}]`),
  )
  const result = ChainFile.safeParse(entries)
  if (!result.success) {
    const lines = formatIssues(result.error.issues).map((line) => `${path}: ${line}`)
    throw new GatewayError('CONFIG_INVALID', `Invalid chain file ${path}:\n  ${lines.join('\n  ')}`)
  }
  return entries
}
