import { parseRuntimeConfig, type RuntimeConfig } from './runtimeConfig'

/** Fetches `/config.json` (served by the gateway in `npm start`); a missing file means "use the build defaults". */
export async function loadRuntimeConfig(fetchFn: typeof fetch, defaults: RuntimeConfig): Promise<RuntimeConfig> {
  let response: Response
  try {
    response = await fetchFn('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } })
  } catch {
    return defaults
  }
  if (response.status === 404) return defaults
  const type = response.headers.get('content-type') ?? ''
  // The Vite dev server answers unknown paths with index.html: treat that as "no config file".
  if (!response.ok || !type.includes('json')) return defaults
  return parseRuntimeConfig(await response.json(), defaults)
}
