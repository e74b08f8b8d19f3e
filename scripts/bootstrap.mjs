#!/usr/bin/env node
// The entry of `npm start` and `npm test` on a fresh clone. Dependency-free on purpose: it runs before
// node_modules exists, installs what is missing or stale, then hands over to the real task.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const [task, ...args] = process.argv.slice(2)

/** Runs a command in the repo root with inherited stdio; exits with its code when it fails. */
function run(cmd, cmdArgs, { allowFail = false, env } = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: env ?? process.env })
  if (r.error) throw r.error
  if (r.status !== 0 && !allowFail) process.exit(r.status ?? 1)
  return r.status ?? 0
}

/** npm writes node_modules/.package-lock.json on every install: older than the lockfile means stale. */
function depsAreFresh() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  if (!existsSync(marker)) return false
  return !existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs
}

function ensureDeps(step) {
  if (depsAreFresh()) {
    console.log(`${step} install: dependencies are up to date`)
    return
  }
  console.log(`${step} install: installing dependencies with npm (first run takes a minute or two)…`)
  const hasLock = existsSync(join(root, 'package-lock.json'))
  run('npm', [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund'])
}

function which(bin) {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim()
}

/** Browser tests drive Debian's Chromium; never download a browser of our own. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return
  if (which('chromium')) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !which('apt-get')) {
    console.error('Chromium is needed for the browser tests. Install it with: sudo apt-get install -y chromium')
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

switch (task) {
  case 'start': {
    ensureDeps('[1/8]')
    // Async so this process stays alive through Ctrl-C: the stack stops its children itself, and the
    // command returns only once everything is down. A signal sent to this process alone is passed on.
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/start.ts', ...args], {
      cwd: root,
      stdio: 'inherit',
    })
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)))
    break
  }
  case 'test':
    ensureDeps('[setup]')
    ensureChromium()
    process.exit(run(process.execPath, ['scripts/run-tests.mjs', ...args], { allowFail: true }))
    break
  default:
    console.error('usage: node scripts/bootstrap.mjs start|test [args…]')
    process.exit(2)
}
