#!/usr/bin/env node
// Our npm registry mirror lacks many other-platform binaries at current versions (for example
// @biomejs/cli-darwin-arm64@2.6.8), so `npm install` here drops those optional packages from
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This puts the missing entries back,
// marked optional with their os/cpu/libc, so `npm ci` skips them on Linux x64 without fetching them and
// the lock stays valid on every other platform. Run it after any `npm install` that changes the lock;
// `--check` (part of `npm run check`) only says whether the lock needs it.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const lockPath = join(import.meta.dirname, '..', 'package-lock.json')
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages

const OSES = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony']
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 'ppc64', 'ppc64le', 's390x', 'loong64', 'mips64el', 'wasm32']

/** The platform of a binary package, from the `<os>-<cpu>[-<libc>]` naming every such package family uses. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OSES.includes(part))
  const cpu = parts.find((part) => CPUS.includes(part))
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') ? 'glibc' : null
  return { os: os && [os], cpu: cpu && [cpu], libc: os === 'linux' && libc ? [libc] : undefined }
}

/** Where npm would look for `name` from a package installed at `from`: nested first, then each ancestor. */
function resolves(from, name) {
  let dir = from
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true
    if (!dir) return false
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut === -1 ? '' : dir.slice(0, cut)
  }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue
    const version = String(spec).replace(/^[\^~=]/, '')
    const platform = platformOf(name)
    if (!platform.os && !platform.cpu) continue // not a platform binary: a real gap, leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
      ...Object.fromEntries(Object.entries(platform).filter(([, value]) => value)),
    }
    added++
  }
}
if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(`package-lock.json misses ${added} platform packages: run node scripts/complete-lockfile.mjs`)
    process.exit(1)
  }
  process.exit(0)
}
if (added === 0) process.exit(0) // unchanged: leave the file (and its mtime) alone
// npm keeps the packages map sorted by path.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} missing platform packages restored`)
