import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The latest modification time (ms) of any file under `dirs`; missing folders count as 0. */
export function newestMtime(dirs: readonly string[]): number {
  let newest = 0
  const visit = (dir: string) => {
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(path)
      } else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of dirs) visit(dir)
  return newest
}
