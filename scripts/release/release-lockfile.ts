// The release's package-lock.json: the workspace lock's own entries for the packages left outside the gateway bundle
// and everything they depend on, so `npm ci --omit=dev` in a release installs exactly what the tests ran (and works
// offline from npm's cache).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type LockEntry = {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  dev?: boolean
  devOptional?: boolean
  [key: string]: unknown
}

/** Where npm finds `name` from the package installed at `from`: nested first, then each folder up to the root. */
function resolveFrom(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from
  for (;;) {
    const candidate = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`
    if (packages[candidate] !== undefined) return candidate
    if (dir === '') return undefined
    const up = dir.lastIndexOf('/node_modules/')
    dir = up < 0 ? '' : dir.slice(0, up)
  }
}

/** A lockfile (v3) for a package named `name` that depends on `externals` at their workspace versions. */
export function releaseLockfile(root: string, name: string, version: string, externals: Record<string, string>) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const picked: Record<string, LockEntry> = {}
  const visit = (path: string) => {
    if (picked[path] !== undefined) return
    const entry = lock.packages[path]
    if (entry === undefined) throw new Error(`package-lock.json has no ${path}`)
    if (path.split('/node_modules/').length > 1 && !path.startsWith('node_modules/')) {
      throw new Error(`${path} is nested in a workspace folder; the release lock cannot place it`)
    }
    // The workspace marks what only its tooling uses; in the release every entry is a production dependency.
    const { dev: _dev, devOptional: _devOptional, ...kept } = entry
    picked[path] = kept
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolveFrom(lock.packages, path, dep)
      // An optional dependency for another platform is not in a Linux lock: npm skips it the same way.
      if (found !== undefined) visit(found)
      else if (entry.dependencies?.[dep] !== undefined)
        throw new Error(`package-lock.json cannot resolve ${dep} from ${path}`)
    }
  }
  for (const pkg of Object.keys(externals)) visit(`node_modules/${pkg}`)
  const sorted = Object.fromEntries(Object.entries(picked).sort(([a], [b]) => a.localeCompare(b)))
  return {
    name,
    version,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name, version, dependencies: externals }, ...sorted },
  }
}
