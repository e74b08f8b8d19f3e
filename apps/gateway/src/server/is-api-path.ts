const API_PREFIXES = ['/v1/', '/v2/', '/v3/', '/health/', '/openapi.json', '/config.json', '/txs/']

/** Whether a path belongs to the API (JSON 404) rather than the web app (SPA fallback). */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))
}
