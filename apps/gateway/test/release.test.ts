import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type DevChain, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { eventually } from '@concord/test-kit/eventually'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm run release` as a team uses it: the tarball extracted elsewhere, only its production dependencies installed
// (from its own lockfile), then the `concord` command: version, migrate, serve. On PGlite here, and on PostgreSQL when
// CI runs the gateway's tests again with DATABASE_URL.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const run = promisify(execFile)

let chain: DevChain
let database: TestDatabase
let release: string
let server: ChildProcess | undefined
const scratch = mkdtempSync(join(tmpdir(), 'concord-release-'))

beforeAll(async () => {
  chain = await startDevChain()
  database = await createTestDatabase()
  const out = join(scratch, 'out')
  await run(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/release.ts', '--out', out], {
    cwd: ROOT,
  })
  const installed = join(scratch, 'installed')
  mkdirSync(installed)
  await run('tar', ['xzf', join(out, 'concord-0.1.0.tgz'), '-C', installed])
  release = join(installed, 'concord-0.1.0')
  // Nothing but the release's production dependencies, as its lockfile pins them (from npm's cache when it has them).
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: release,
  })
}, 300_000)

afterAll(async () => {
  server?.kill('SIGKILL')
  await chain?.stop()
  await database?.drop()
  rmSync(scratch, { recursive: true, force: true })
})

/** Runs `node bin/concord.mjs …` in the extracted release, with DATABASE_URL when the test database is PostgreSQL. */
function concord(args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
  }
  delete env.NODE_OPTIONS
  return { cmd: process.execPath, args: [join(release, 'bin/concord.mjs'), ...args], env }
}

describe('the release', () => {
  it('runs without the sources: the bundle has no tsx and no workspace package left to resolve', async () => {
    const { cmd, args, env } = concord(['version'])
    const { stdout } = await run(cmd, args, { env, cwd: scratch })
    expect(stdout.trim()).toMatch(/^0\.1\.0 \([0-9a-f]{7,}\)$/)
  })

  it('migrates, then serves the dev chain and the web app from one origin, and stops on SIGTERM', async () => {
    const dataDir = join(scratch, 'data')
    const migrate = concord(['migrate', '--data-dir', dataDir])
    const { stdout: migrated } = await run(migrate.cmd, migrate.args, { env: migrate.env, cwd: scratch })
    expect(migrated).toMatch(/^Database schema up to date: \d+ migrations applied \(last \d{4}_\w+\.sql\)/)

    const configPath = join(scratch, 'chains.json')
    const chainEntry = {
      preset: 'sepolia',
      chainId: String(chain.chainId),
      chainName: 'Dev',
      shortName: 'dev',
      rpcUrl: chain.rpcUrl,
      indexer: { mode: 'all', pollIntervalMs: 250 },
    }
    writeFileSync(configPath, JSON.stringify(chainEntry))
    const serve = concord([
      'serve',
      '--config',
      configPath,
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--log-level',
      'warn',
    ])
    const child = spawn(serve.cmd, serve.args, { env: serve.env, cwd: scratch, stdio: ['ignore', 'pipe', 'inherit'] })
    server = child
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /listening on (http:\/\/\S+)/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`concord serve exited with ${code}: ${output}`)))
    })
    const chains = (await (await fetch(`${url}/v1/chains`)).json()) as { results: { chainId: string }[] }
    expect(chains.results.map((c) => c.chainId)).toEqual([String(chain.chainId)])
    const page = await fetch(`${url}/dev:${chain.demo.safe.address}/home`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root"')
    const safe = chain.demo.safe.address
    type SafeInfo = { owners: unknown[]; threshold: number; nonce: number }
    const info = await eventually(
      async () => (await fetch(`${url}/v1/chains/${chain.chainId}/safes/${safe}`)).json() as Promise<SafeInfo>,
      (body) => body.nonce === chain.demo.safe.nonce,
      'the demo Safe indexed from the release',
    )
    expect(info).toMatchObject({ threshold: 2 })
    expect(info.owners).toHaveLength(4)
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    server = undefined
  })
})
