// `npm run check:versions`: no Safe version literal ('1.3.0', "1.4.1+L2"…) in source outside the version registry
// (packages/protocol/src/versions, its generated abis and their generators) and the dev chain, which deploys each
// version. Everything else derives versions from @concord/protocol's registry, so adding a version is a registry change
// that the types then walk through, not a hunt for strings. Tests and the test kit may name versions: they assert
// concrete cases. Comments may too.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const roots = ['apps', 'packages', 'scripts']
const allowed = [
  'packages/protocol/src/versions/',
  'packages/protocol/src/abis/',
  'packages/protocol/scripts/',
  'packages/devchain/',
  'packages/test-kit/',
]
const skipped = new Set(['node_modules', 'dist', 'test', 'tests', 'coverage', '.vite'])
const sourceFile = /\.(ts|tsx|mts|mjs|js)$/
const notSource = /\.(test|spec|d)\.[mc]?[tj]sx?$/

// The versions are read from the registry itself, so the check follows it when a version is added.
const registry = readFileSync(path.join(root, 'packages/protocol/src/versions/registry-addresses.ts'), 'utf8')
const versions = [...registry.matchAll(/^ {2}'(\d+\.\d+\.\d+)': \{/gm)].map((m) => m[1].replaceAll('.', '\\.'))
if (versions.length === 0) throw new Error('check-safe-versions: no versions found in registry-addresses.ts')
const literal = new RegExp(`['"\`](${versions.join('|')})(\\+L2)?['"\`]`, 'g')

/** Every source file under `dir`, relative to the repo root. */
function* sources(dir) {
  for (const entry of readdirSync(path.join(root, dir))) {
    if (skipped.has(entry) || entry.startsWith('.')) continue
    const relative = `${dir}/${entry}`
    if (statSync(path.join(root, relative)).isDirectory()) yield* sources(relative)
    else if (sourceFile.test(entry) && !notSource.test(entry)) yield relative
  }
}

const found = []
for (const top of roots) {
  for (const file of sources(top)) {
    if (allowed.some((prefix) => file.startsWith(prefix)) || file === 'scripts/check-safe-versions.mjs') continue
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n')
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return
      for (const match of line.matchAll(literal)) found.push(`${file}:${i + 1}: ${match[0]}`)
    })
  }
}
if (found.length > 0) {
  console.error(`Safe version literals outside the registry (derive them from @concord/protocol instead):`)
  for (const line of found) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`check-safe-versions: no Safe version literal outside the registry (${versions.length} versions known)`)
