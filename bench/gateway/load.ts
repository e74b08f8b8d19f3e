// Gateway load benchmark (issue 3 targets): a 1-of-1 Safe with 5,000 executed transactions in dense blocks plus
// 3,000 empty blocks (anvil mines empty blocks at only ~25/s on this VM), backfilled from block 0 in 2,000-block
// batches (blocks/s on the sparse range, Safe events/s on the dense one), then 100 queued proposals and autocannon at
// a fixed 200 req/s for 20 s on safe info, queue, history pages 1 and 50 and balances.
// The chain is seeded once, then measured on PGlite in memory and, when DATABASE_URL is set, again on that PostgreSQL
// database, which must be empty (e.g. `createdb -h 127.0.0.1 -p 55433 -U postgres load1`); one table per database.
// autocannon runs in a process of its own, as a load generator should: in this process (even in a worker thread) its
// pauses were counted as the gateway's latency.
// Run: [DATABASE_URL=postgres://…] node --conditions=source --import tsx bench/gateway/load.ts [--executed 5000]
//      [--sparse 3000] [--rate 200] [--seconds 20] [--warmup 5] [--only postgres|pglite]

import { execFile } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { startDevChain } from '@concord/devchain'
import { buildSafeTransactionData, hashSafeTx } from '@concord/protocol'
import { startTestGateway } from '@concord/test-kit/dev-stack'
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
  },
})
const n = (key: Exclude<keyof typeof values, 'only'>) => Number(values[key])

const chain = await startDevChain()
const [ownerAccount, executorAccount] = [chain.accounts[4], chain.accounts[9]]
if (ownerAccount === undefined || executorAccount === undefined) throw new Error('dev accounts missing')

/** Backfills the seeded chain into a new gateway on `databaseUrl` (PGlite when undefined), queues, then loads it. */
async function measure(busy: BusySafe, databaseUrl: string | undefined): Promise<string[]> {
  const gateway = await startTestGateway(chain, { indexer: benchIndexer, database: { url: databaseUrl } })
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

    const safe = busy.safe
    const targets: [string, string][] = [
      ['safe info', `${base}/safes/${safe}`],
      ['queue', `${base}/safes/${safe}/transactions/queued`],
      ['history page 1', `${base}/safes/${safe}/transactions/history`],
      ['history page 50', `${base}/safes/${safe}/transactions/history?cursor=limit%3D20%26offset%3D980`],
      ['balances (live RPC)', `${base}/safes/${safe}/balances/usd`],
    ]
    const lines = [
      `database: ${databaseUrl === undefined ? 'PGlite (memory)' : 'PostgreSQL'}`,
      `backfill: ${busy.head + 1} blocks in ${backfill.totalMs} ms; sparse ${backfill.sparseBlocks} blocks at ${backfill.sparseBlocksPerSecond} blocks/s; dense ${backfill.denseEvents} Safe events in ${backfill.denseBlocks} blocks at ${backfill.denseEventsPerSecond} events/s`,
      `load: ${n('rate')} req/s for ${n('seconds')} s per route after ${n('warmup')} s of the same load not recorded`,
      '| route | req/s | p50 ms | p99 ms | max ms | errors | loop stall max ms | GC pause max ms | gateway CPU % | machine busy % | steal % |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ]
    for (const [name, url] of targets) {
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
      lines.push(
        `| ${name} (first ${firstMs} ms) | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${errors} | ${w.loopMaxMs} | ${w.gcMaxMs} | ${w.processCpuPercent} | ${w.machineBusyPercent} | ${w.stealPercent} |`,
      )
    }
    lines.push(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    )
    return lines
  } finally {
    await gateway.close()
  }
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
