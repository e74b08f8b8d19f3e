// Scale benchmark (issue 32 point 7): 1,000 Safes that each have a history, on PostgreSQL, two gateway replicas (each
// a process of its own) behind one address, mixed read routes at 2,000 req/s in all while a block arrives every
// 250 ms (each with a transfer to one of the Safes, so the indexer writes and caches turn over). Prints p50/p99 per
// route and what each replica, PostgreSQL and the machine used in the measured window.
// PostgreSQL: DATABASE_URL (an empty database), else a throwaway server started with scripts/start-postgres.sh.
// Run: node --conditions=source --import tsx bench/scale/run.ts [--safes 1000] [--executed 3] [--rate 2000]
//      [--seconds 20] [--warmup 5] [--block-ms 250] [--connections 40]
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { startDevChain } from '@concord/devchain'
import { devGatewayConfig } from '@concord/test-kit/dev-stack'
import { freePort } from '@concord/test-kit/net'
import type { Result } from 'autocannon'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { benchIndexer } from '../gateway/bench-gateway-config.ts'
import { startRoundRobinProxy } from './round-robin-proxy.ts'
import { proposeOne, routePaths } from './scale-routes.ts'
import { seedManySafes } from './seed-many-safes.ts'
import { startUsageProbe } from './usage-probe.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const run = promisify(execFile)
const { values } = parseArgs({
  options: {
    safes: { type: 'string', default: '1000' },
    executed: { type: 'string', default: '3' },
    queued: { type: 'string', default: '200' },
    rate: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'block-ms': { type: 'string', default: '250' },
    connections: { type: 'string', default: '40' },
  },
})
const n = (key: keyof typeof values) => Number(values[key])
const scratch = mkdtempSync(join(tmpdir(), 'concord-scale-'))
const children: ChildProcess[] = []
const cleanups: (() => Promise<unknown>)[] = []

/** The database URL and, when this run started the server, its data directory (for the usage probe). */
async function postgres(): Promise<{ url: string; dataDir: string | null }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, dataDir: null }
  // Its own directory under /tmp: the server runs as the postgres user, who cannot enter this run's scratch folder.
  const dir = mkdtempSync(join(tmpdir(), 'concord-scale-pg-'))
  const script = join(ROOT, 'scripts/start-postgres.sh')
  const { stdout } = await run('bash', [script, dir, String(await freePort())])
  cleanups.push(async () => {
    await run('bash', [script, '--stop', dir])
    rmSync(dir, { recursive: true, force: true })
  })
  return { url: stdout.trim(), dataDir: join(dir, 'data') }
}

/** One replica: `concord serve` from the sources in a process of its own, on `port`. */
async function startReplica(configFile: string, databaseUrl: string): Promise<{ url: string; pid: number }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'apps/gateway/src/main.ts',
      'serve',
      '--config',
      configFile,
      '--port',
      String(port),
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, pid: child.pid ?? 0 }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`replica on port ${port} did not become ready`)
}

/** Waits until the replicas' indexer has reached `head`. */
async function waitForHead(url: string, chainId: string, head: number): Promise<void> {
  for (;;) {
    const ready = (await (await fetch(`${url}/health/ready`)).json()) as {
      chains: Record<string, { indexedBlock: number }>
    }
    if ((ready.chains[chainId]?.indexedBlock ?? 0) >= head) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** autocannon for one route in a process of its own. */
async function loadRoute(base: string, paths: string[], rate: number, seconds: number): Promise<Result> {
  const input = JSON.stringify({
    base,
    paths,
    rate,
    connections: Math.max(2, Math.round(n('connections') / 5)),
    seconds,
  })
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/scale/load-worker.ts'), input], {
    cwd: ROOT,
    maxBuffer: 16 * 2 ** 20,
  })
  return JSON.parse(stdout) as Result
}

const chain = await startDevChain()
try {
  const executor = chain.accounts[9]
  const funder = chain.accounts[8]
  if (executor === undefined || funder === undefined) throw new Error('dev accounts missing')
  const seedStart = Date.now()
  const safes = await seedManySafes({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    executorKey: executor.privateKey,
    count: n('safes'),
    executed: n('executed'),
    perBlock: 200,
  })
  const seededIn = Math.round((Date.now() - seedStart) / 1000)
  const head = Number(
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    }).then(async (r) => ((await r.json()) as { result: string }).result),
  )

  const database = await postgres()
  const config = devGatewayConfig(chain, { indexer: benchIndexer })
  // One client (the load generator) sends 2,000 req/s: the per-client limits would refuse it.
  config.rateLimits.enabled = false
  const configFile = join(scratch, 'config.json')
  writeFileSync(configFile, JSON.stringify(config))
  const replicas = [await startReplica(configFile, database.url), await startReplica(configFile, database.url)]
  const proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url))
  cleanups.push(() => proxy.close())
  const chainId = String(chain.chainId)
  const backfillStart = Date.now()
  await waitForHead(proxy.url, chainId, head)
  const backfillMs = Date.now() - backfillStart
  for (const safe of safes.slice(0, n('queued'))) await proposeOne(proxy.url, chain.chainId, safe)

  // A block every `block-ms` with a transfer to one of the Safes, from before the warm-up to the end.
  const wallet = createWalletClient({ account: privateKeyToAccount(funder.privateKey), transport: http(chain.rpcUrl) })
  let blocks = 0
  const blockTimer = setInterval(() => {
    const to = safes[blocks % safes.length]?.address
    if (to === undefined) return
    blocks++
    wallet.sendTransaction({ chain: null, to, value: 1n }).catch(() => {})
  }, n('block-ms'))
  cleanups.push(async () => clearInterval(blockTimer))

  const routes = routePaths(chain.chainId, safes)
  const perRoute = n('rate') / routes.length
  if (n('warmup') > 0)
    await Promise.all(routes.map((route) => loadRoute(proxy.url, route.paths, perRoute, n('warmup'))))
  const blocksBefore = blocks
  const probe = startUsageProbe({ replicas: replicas.map((r) => r.pid), postgresDataDir: database.dataDir })
  const results = await Promise.all(routes.map((route) => loadRoute(proxy.url, route.paths, perRoute, n('seconds'))))
  const usage = await probe.stop()
  const blocksIn = blocks - blocksBefore

  console.log(`date: ${new Date().toISOString()}`)
  console.log(
    `machine: ${cpus().length} cores ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  )
  console.log(
    `seeded ${safes.length} Safes (each: creation, a funding transfer, ${n('executed')} executed transactions) in ${seededIn} s; head ${head}; two replicas backfilled it in ${Math.round(backfillMs / 1000)} s on ${database.dataDir === null ? 'DATABASE_URL' : 'a throwaway PostgreSQL'}; ${n('queued')} Safes with a queued proposal`,
  )
  console.log(
    `load: ${n('rate')} req/s in all (${perRoute} per route) for ${n('seconds')} s after ${n('warmup')} s not recorded, each request to the next of ${safes.length} Safes; ${blocksIn} blocks arrived in the window`,
  )
  console.log('| route | req/s | p50 ms | p99 ms | max ms | errors |')
  console.log('|---|---|---|---|---|---|')
  results.forEach((result, i) => {
    const errors = result.non2xx + result.errors + result.timeouts
    console.log(
      `| ${routes[i]?.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${errors} |`,
    )
  })
  console.log('| process | CPU % of one core | RSS MiB at the end |')
  console.log('|---|---|---|')
  for (const line of usage.lines) console.log(line)
} finally {
  for (const child of children) child.kill('SIGTERM')
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  await chain.stop()
  rmSync(scratch, { recursive: true, force: true })
}
