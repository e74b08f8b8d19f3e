import { ExampleAppsError } from './errors.js'
import type { StaticFile } from './static-files.js'

/** The Safe Apps manifest fields the catalogue entry is made from. */
export type AppManifest = { name: string; description: string; iconPath: string }

/** Reads `/<slug>/manifest.json` from the built files; a missing or incomplete manifest is a build bug. */
export function readManifest(files: ReadonlyMap<string, StaticFile>, slug: string): AppManifest {
  const path = `/${slug}/manifest.json`
  const file = files.get(path)
  const fail = (why: string) =>
    new ExampleAppsError('INVALID_MANIFEST', `${path} ${why}: add it to src/apps/public${path} and start again.`)
  if (!file) throw fail('is missing from the build')
  let manifest: unknown
  try {
    manifest = JSON.parse(file.body.toString('utf8'))
  } catch {
    throw fail('is not valid JSON')
  }
  const { name, description, iconPath } = (manifest ?? {}) as Record<string, unknown>
  if (typeof name !== 'string' || typeof description !== 'string' || typeof iconPath !== 'string') {
    throw fail('needs string fields name, description and iconPath')
  }
  if (!files.has(`/${slug}/${iconPath}`)) throw fail(`names an icon that is not built (${iconPath})`)
  return { name, description, iconPath }
}
