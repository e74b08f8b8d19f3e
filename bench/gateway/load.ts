// Gateway load benchmark (issue 3 targets): a 1-of-1 Safe with 5,000 executed transactions in dense blocks plus
// 3,000 empty blocks (anvil mines empty blocks at only ~25/s on this VM), backfilled from block 0 in 2,000-block
// batches (blocks/s on the sparse range, Safe events/s on the dense one), then 100 queued proposals and autocannon at
// a fixed 200 req/s for 20 s on safe info, queue, history pages 1 and 50 and balances.
// The chain is seeded once, then measured on PGlite in memory and, when DATABASE_URL is set, again on that PostgreSQL
// database, which must be empty (e.g. `createdb -h 127.0.0.1 -p 55433 -U postgres load1`); one table per database.
// autocannon runs in a process of its own, as a load generator should: in this process (even in a worker thread) its
// pauses were counted as the gateway's latency.
// `--rate-limits on` (the default config) or `off`; `both` runs two gateways side by side on PGlite (limits off and on,
// each route loaded on one then the other) to show what the limiter costs the read path.
// Run: [DATABASE_URL=postgres://…] node --conditions=source --import tsx bench/gateway/load.ts [--executed 5000]
//      [--sparse 3000] [--rate 200] [--seconds 20] [--warmup 5] [--only postgres|pglite] [--rate-limits on|off|both]

import { execFile } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { startDevChain } from '@concord/devchain'
import { startGateway } from '@concord/gateway'
import { buildSafeTransactionData, hashSafeTx } from '@concord/protocol'
import { devGatewayConfig } from '@concord/test-kit/dev-stack'
import type { Result } from 'autocannon'
import { privateKeyToAccount } from 'viem/accounts'
import { benchIndexer } from './bench-gateway-config.ts'
import { type BusySafe, seedBusySafe } from './seed-busy-safe.ts'
import { watchBackfill } from './watch-backfill.ts'
import { startWindowProbe } from './window-probe.ts'

const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

const { values } = parseArgs({
  options: {
    executed: { type: 'string', default: '5000' },
    queued: { type: 'string', default: '100' },
    perBlock: { type: 'string', default: '100' },
    sparse: { type: 'string', default: '3000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    'rate-limits': { type: 'string', default: 'on' },
  },
})
const n = (key: Exclude<keyof typeof values, 'only' | 'rate-limits'>) => Number(values[key])
const limiterModes = values['rate-limits'] === 'both' ? [false, true] : [values['rate-limits'] !== 'off']
if (limiterModes.length > 1 && values.only !== 'pglite') throw new Error('--rate-limits both needs --only pglite')

const chain = await startDevChain()
const [ownerAccount, executorAccount] = [chain.accounts[4], chain.accounts[9]]
if (ownerAccount === undefined || executorAccount === undefined) throw new Error('dev accounts missing')

type Prepared = { url: string; rateLimits: boolean; backfillLine: string; close(): Promise<void> }

/** A gateway with rate limits on or off on `databaseUrl` (PGlite when undefined), backfilled, with the queue proposed. */
async function prepare(busy: BusySafe, databaseUrl: string | undefined, rateLimits: boolean): Promise<Prepared> {
  const config = devGatewayConfig(chain, { indexer: benchIndexer })
  config.rateLimits.enabled = rateLimits
  const gateway = await startGateway({ config, database: { url: databaseUrl }, logLevel: 'silent' })
  try {
    const backfill = await watchBackfill(gateway.url, String(chain.chainId), busy)
    const base = `${gateway.url}/v1/chains/${chain.chainId}`
    const owner = privateKeyToAccount(busy.ownerKey)
    for (let i = 0; i < n('queued'); i++) {
      const nonce = n('executed') + i
      const tx = buildSafeTransactionData({ to: owner.address, value: BigInt(i + 1), nonce })
      const safeTxHash = hashSafeTx({ chainId: chain.chainId, safeAddress: busy.safe, version: '1.4.1', tx })
      const response = await fetch(`${base}/transactions/${busy.safe}/propose`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...{ to: tx.to, value: tx.value.toString(), data: null, nonce: String(nonce), operation: 0 },
          ...{ safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: tx.gasToken, refundReceiver: null },
          ...{ safeTxHash, sender: owner.address, signature: await owner.sign({ hash: safeTxHash }), origin: null },
        }),
      })
      if (!response.ok) throw new Error(`proposal ${nonce}: ${response.status} ${await response.text()}`)
    }
    const backfillLine = `backfill (rate limits ${rateLimits ? 'on' : 'off'}): ${busy.head + 1} blocks in ${backfill.totalMs} ms; sparse ${backfill.sparseBlocks} blocks at ${backfill.sparseBlocksPerSecond} blocks/s; dense ${backfill.denseEvents} Safe events in ${backfill.denseBlocks} blocks at ${backfill.denseEventsPerSecond} events/s`
    return { url: gateway.url, rateLimits, backfillLine, close: () => gateway.close() }
  } catch (error) {
    await gateway.close()
    throw error
  }
}

/** Loads each route on each prepared gateway (limits off, then on, route by route) and returns the table lines. */
async function measure(busy: BusySafe, databaseUrl: string | undefined): Promise<string[]> {
  const prepared: Prepared[] = []
  try {
    for (const rateLimits of limiterModes) prepared.push(await prepare(busy, databaseUrl, rateLimits))
    return await loadRoutes(busy, databaseUrl, prepared)
  } finally {
    for (const gateway of prepared) await gateway.close()
  }
}

/** The table's lines: each route loaded on each prepared gateway in turn. */
async function loadRoutes(busy: BusySafe, databaseUrl: string | undefined, prepared: Prepared[]): Promise<string[]> {
  const safe = busy.safe
  const targets: [string, string][] = [
    ['safe info', `/safes/${safe}`],
    ['queue', `/safes/${safe}/transactions/queued`],
    ['history page 1', `/safes/${safe}/transactions/history`],
    ['history page 50', `/safes/${safe}/transactions/history?cursor=limit%3D20%26offset%3D980`],
    ['balances (live RPC)', `/safes/${safe}/balances/usd`],
  ]
  const lines = [
    `database: ${databaseUrl === undefined ? 'PGlite (memory)' : 'PostgreSQL'}`,
    ...prepared.map((gateway) => gateway.backfillLine),
    `load: ${n('rate')} req/s for ${n('seconds')} s per route after ${n('warmup')} s of the same load not recorded`,
    '| route | rate limits | req/s | p50 ms | p99 ms | max ms | errors | loop stall max ms | GC pause max ms | gateway CPU % | machine busy % | steal % |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const [name, path] of targets) {
    for (const gateway of prepared) {
      lines.push(await loadRoute(name, `${gateway.url}/v1/chains/${chain.chainId}${path}`, gateway.rateLimits))
    }
  }
  lines.push(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  )
  return lines
}

/** One route at the fixed rate: its first (uncached) request timed alone, a warm-up, then the measured window. */
async function loadRoute(name: string, url: string, rateLimits: boolean): Promise<string> {
  // The first request is a cache miss: time it on its own, then load the route.
  const started = performance.now()
  const check = await fetch(url)
  if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`)
  await check.text()
  const firstMs = Math.round(performance.now() - started)
  const load = { url, connections: n('connections'), rate: n('rate') }
  // Steady state, not start-up: the same load for a few seconds first (JIT, pools, the database settling after
  // the backfill's inserts), not recorded.
  if (n('warmup') > 0) await loadInOwnProcess({ ...load, seconds: n('warmup') })
  // Spawning the child blocks this event loop for a moment before any request is sent: probe after it.
  const running = loadInOwnProcess({ ...load, seconds: n('seconds') })
  const probe = startWindowProbe()
  const result = await running
  const w = probe.stop()
  const errors = result.non2xx + result.errors + result.timeouts
  return `| ${name} (first ${firstMs} ms) | ${rateLimits ? 'on' : 'off'} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${errors} | ${w.loopMaxMs} | ${w.gcMaxMs} | ${w.processCpuPercent} | ${w.machineBusyPercent} | ${w.stealPercent} |`
}

try {
  const seedStart = Date.now()
  const busy = await seedBusySafe({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    ownerKey: ownerAccount.privateKey,
    executorKey: executorAccount.privateKey,
    executed: n('executed'),
    perBlock: n('perBlock'),
    sparse: n('sparse'),
  })
  const code = (await (
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [MULTICALL3, 'latest'] }),
    })
  ).json()) as { result: string }
  const balancesVia = code.result === '0x' ? 'one JSON-RPC batch (no Multicall3 on the chain)' : 'Multicall3'
  console.log(
    `seeded in ${Math.round((Date.now() - seedStart) / 1000)} s: ${JSON.stringify({ ...busy, ownerKey: undefined })}`,
  )
  console.log(`date: ${new Date().toISOString()}`)
  console.log(
    `machine: ${cpus().length} cores ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  )
  console.log(`balances read through ${balancesVia}`)
  console.log(`load: ${n('rate')} req/s for ${n('seconds')} s per route, ${n('connections')} connections`)
  const serverUrl = process.env.DATABASE_URL
  if (values.only !== 'postgres') console.log((await measure(busy, undefined)).join('\n'))
  if (serverUrl !== undefined && values.only !== 'pglite') console.log((await measure(busy, serverUrl)).join('\n'))
} finally {
  await chain.stop()
}

/** autocannon's CLI in a child process at a fixed arrival rate; its JSON summary. */
async function loadInOwnProcess(p: { url: string; connections: number; rate: number; seconds: number }) {
  const cli = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'))
  const args = [cli, '--json', '-c', String(p.connections), '-R', String(p.rate), '-d', String(p.seconds), p.url]
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 2 ** 20 })
  return JSON.parse(stdout) as Result
}
