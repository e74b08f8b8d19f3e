import { dirname, resolve } from 'node:path'
import { z } from 'zod'
import { GatewayError } from '../errors.js'
import type { GatewayConfig } from './config-schema.js'
import { expandEnvReferences } from './expand-env-references.js'
import { isChainFile, loadChainFile } from './load-chain-file.js'
import { parseGatewayConfig } from './parse-gateway-config.js'
import { readJsonFile } from './read-json-file.js'

const ChainFilesList = z.array(z.string().min(1)).optional()

/**
 * Reads and validates a gateway config file, or a chain file alone (one chain entry or an array: every other setting
 * at its default), with its `${ENV}` references filled in. The entries of the files a config's `chainFiles` lists
 * (paths relative to the config file) are added to its `chains`.
 */
export async function loadGatewayConfig(path: string): Promise<GatewayConfig> {
  const raw = await readJsonFile(path, 'gateway config file')
  if (isChainFile(raw)) return parseGatewayConfig({ chains: await loadChainFile(path) })
  const json = expandEnvReferences(raw, `gateway config ${path}`)
  const config = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
  const files = ChainFilesList.safeParse(config.chainFiles)
  if (!files.success) {
    throw new GatewayError('CONFIG_INVALID', `Invalid gateway config ${path}: chainFiles: expected a list of paths`)
  }
  const listed = (files.data ?? []).map((file) => resolve(dirname(path), file))
  const added: unknown[] = []
  for (const file of listed) added.push(...(await loadChainFile(file)))
  const own = Array.isArray(config.chains) ? config.chains : []
  const chains = [...own, ...added].map((chain) => withListPathsFrom(dirname(path), chain))
  return parseGatewayConfig({ ...config, chains, chainFiles: listed })
}

/** A chain entry whose token-list file paths are made absolute from `dir` (URLs stay as they are). */
function withListPathsFrom(dir: string, chain: unknown): unknown {
  if (typeof chain !== 'object' || chain === null || !Array.isArray((chain as { tokenLists?: unknown }).tokenLists)) {
    return chain
  }
  const lists = (chain as { tokenLists: unknown[] }).tokenLists.map((entry) =>
    typeof entry === 'string' && !/^https?:\/\//i.test(entry) ? resolve(dir, entry) : entry,
  )
  return { ...chain, tokenLists: lists }
}
