import type { AppEntry } from './appEntry'

/** The catalogue's search: every word must appear in the name, description or a tag (case-insensitive). */
export function filterApps(apps: readonly AppEntry[], filter: { query: string; tag: string }): AppEntry[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean)
  return apps.filter((app) => {
    if (filter.tag && !app.tags.includes(filter.tag)) return false
    const text = `${app.name} ${app.description} ${app.tags.join(' ')}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/** Every tag of the catalogue once, sorted: the tag filter's options. */
export function tagsOf(apps: readonly AppEntry[]): string[] {
  return [...new Set(apps.flatMap((app) => app.tags))].sort((a, b) => a.localeCompare(b))
}
