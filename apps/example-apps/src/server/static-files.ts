import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { contentTypeOf } from './content-type.js'

/** One built file held in memory, ready to send. */
export type StaticFile = { body: Buffer; contentType: string }

/**
 * Every file of dist/ keyed by its URL path ("/tx-builder/manifest.json"). Serving only from this map means no
 * request path, however encoded, can reach a file outside dist/. Dot files (the build stamp) are left out.
 */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (entry.isFile()) {
        const urlPath = `/${relative(distDir, path).split(sep).join('/')}`
        files.set(urlPath, { body: readFileSync(path), contentType: contentTypeOf(path) })
      }
    }
  }
  visit(distDir)
  return files
}
