// `npm run release [-- --out DIR]`: builds the self-contained release a team deploys, as a folder and a tarball:
//   concord-<version>/bin/concord.mjs   the `concord` command (serve, check-config, migrate, version)
//   concord-<version>/lib/gateway/      the gateway bundled for Node 20 (no tsx, no source conditions at run time)
//   concord-<version>/migrations/       the database migrations, applied by `serve` and `migrate`
//   concord-<version>/web/              the web app's static files, served by `serve` on the gateway's origin
//   concord-<version>/package.json      the few production dependencies left outside the bundle, and their lock
// Install with `npm ci --omit=dev` in the folder (its package-lock.json pins them), then `node bin/concord.mjs serve --config chains.json`.
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'
import { releaseLockfile } from './release/release-lockfile.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { out: { type: 'string' } } })
const outDir = resolve(values.out ?? join(root, 'release'))

// Left out of the bundle: PGlite loads its WebAssembly next to its own module, piscina starts its worker from its own
// folder, pg and pino load optional parts by name, and keccak/secp256k1 use a native build where one is installed.
const EXTERNAL = ['@electric-sql/pglite', 'piscina', 'pg', 'pino', 'keccak', 'secp256k1']

const gatewayPackage = JSON.parse(readFileSync(join(root, 'apps/gateway/package.json'), 'utf8')) as { version: string }
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
})()
const version = gatewayPackage.version
const name = `concord-${version}`
const dir = join(outDir, name)
rmSync(dir, { recursive: true, force: true })
mkdirSync(join(dir, 'bin'), { recursive: true })

/** One line of progress. */
const say = (line: string) => console.log(`release: ${line}`)

say('building the web app')
// Into the release's own folder, not apps/web/dist, which `npm start` and its test may be building at the same time.
execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', join(dir, 'web'), '--emptyOutDir'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})
cpSync(join(root, 'apps/gateway/migrations'), join(dir, 'migrations'), { recursive: true })

say('bundling the gateway for Node 20')
await build({
  entryPoints: {
    concord: join(root, 'apps/gateway/src/cli/concord-main.ts'),
    'hash-worker': join(root, 'apps/gateway/src/hashing/hash-worker.ts'),
  },
  // lib/gateway/: the migrations are found at ../../migrations from the bundle, as from src/db/ in the sources.
  outdir: join(dir, 'lib/gateway'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: EXTERNAL,
  define: { CONCORD_RELEASE_VERSION: JSON.stringify(`${version} (${commit})`) },
  // Bundled CommonJS packages call require(); in an ES module it has to be made.
  banner: {
    js: "import { createRequire as __concordRequire } from 'node:module'; const require = __concordRequire(import.meta.url);",
  },
  logLevel: 'warning',
})

const launcher = `#!/usr/bin/env node
// The concord command of this release: the bundled gateway, with this release's web app as the default web root.
import { fileURLToPath } from 'node:url'

process.env.CONCORD_WEB_ROOT ??= fileURLToPath(new URL('../web/', import.meta.url))
await import('../lib/gateway/concord.js')
`
writeFileSync(join(dir, 'bin/concord.mjs'), launcher)
chmodSync(join(dir, 'bin/concord.mjs'), 0o755)

/** The installed version of an external (hoisted in the workspace), so the release installs what the tests ran. */
const installed = (pkg: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version
const manifest = {
  name: 'concord',
  version,
  private: true,
  description: `Concord ${version} (${commit}): the gateway, its migrations and the web app`,
  type: 'module',
  bin: { concord: 'bin/concord.mjs' },
  engines: { node: '>=20.19' },
  dependencies: Object.fromEntries(EXTERNAL.map((pkg) => [pkg, installed(pkg)])),
}
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
const lockfile = releaseLockfile(root, manifest.name, version, manifest.dependencies)
writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`)

const tarball = join(outDir, `${name}.tgz`)
execFileSync('tar', ['czf', tarball, '-C', outDir, name])
const kb = (path: string) => `${Math.round(statSync(path).size / 1024)} KB`
say(`wrote ${dir} (gateway bundle ${kb(join(dir, 'lib/gateway/concord.js'))}) and ${tarball} (${kb(tarball)})`)
