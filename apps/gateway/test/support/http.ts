/** Loosely typed JSON for assertions on response bodies. */
// biome-ignore lint/suspicious/noExplicitAny: tests walk arbitrary response JSON and assert on it.
export type Json = any

/** GETs or POSTs against a gateway and returns status, headers and parsed JSON (null for an empty body). */
export async function request(baseUrl: string, path: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json }
}
