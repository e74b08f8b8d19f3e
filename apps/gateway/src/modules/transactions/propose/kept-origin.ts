/** Origins are JSON `{url, name, note?}` from Safe Apps; anything else is dropped as the Safe gateway does. */
export function keptOrigin(origin: string | null): string | null {
  if (origin === null) return null
  try {
    const parsed: unknown = JSON.parse(origin)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
    const { name, url } = parsed as Record<string, unknown>
    return typeof name === 'string' || typeof url === 'string' ? origin : null
  } catch {
    return null
  }
}
