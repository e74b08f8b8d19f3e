import { GatewayError } from '../errors.js'
import { CHAIN_PRESET_NAMES, chainPresetEntry } from './chain-presets.js'

// Objects a chain entry may override in part: `{"preset": "base", "rpcLimits": {"requestsPerSecond": 5}}` keeps the
// preset's other limits.
const MERGED = new Set(['rpcLimits', 'indexer', 'theme', 'nativeCurrency', 'blockExplorerUriTemplate'])

/**
 * A chain entry with its `"preset"` filled in: the preset's fields (see chain-presets.ts), then every field the entry
 * writes itself over them (the objects above merged one level deep). An entry without a preset is returned as it is;
 * an unknown preset stops start-up with the names there are. `where` names the entry in errors.
 */
export function applyChainPreset(entry: unknown, where: string): unknown {
  if (typeof entry !== 'object' || entry === null || !('preset' in entry)) return entry
  const { preset: name, ...own } = entry as Record<string, unknown>
  const preset = typeof name === 'string' ? chainPresetEntry(name) : undefined
  if (preset === undefined) {
    throw new GatewayError(
      'CONFIG_INVALID',
      `Invalid ${where}: preset ${JSON.stringify(name)} is not one of ${CHAIN_PRESET_NAMES.join(', ')} (or their short names)`,
    )
  }
  const merged: Record<string, unknown> = { ...preset }
  for (const [key, value] of Object.entries(own)) {
    const base = preset[key]
    merged[key] =
      MERGED.has(key) && typeof base === 'object' && base !== null && typeof value === 'object' && value !== null
        ? { ...base, ...value }
        : value
  }
  return merged
}
