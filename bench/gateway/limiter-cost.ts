// What the rate limiter costs a read, apart from the machine's noise: two gateways in this process (rate limits off
// and on, static config, no chain), the same cached read on each with Fastify's inject (no sockets), in alternating
// rounds; the table shows the mean time per request of each round and the median over the rounds.
// Run: node --conditions=source --import tsx bench/gateway/limiter-cost.ts [--rounds 10] [--requests 2000]

import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { buildDevGatewayConfig } from '@concord/gateway'
import { canonicalAddresses } from '@concord/protocol'
import { createFixedPriceSource } from '../../apps/gateway/src/config/price-source.ts'
import { createChainRuntimes } from '../../apps/gateway/src/context/create-chain-runtimes.ts'
import { openDatabase } from '../../apps/gateway/src/db/open-database.ts'
import { EventBus } from '../../apps/gateway/src/events/event-bus.ts'
import { createHashPool } from '../../apps/gateway/src/hashing/hash-pool.ts'
import { buildServer } from '../../apps/gateway/src/server/build-server.ts'

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '10' }, requests: { type: 'string', default: '2000' } },
})
const rounds = Number(values.rounds)
const requests = Number(values.requests)

async function server(rateLimits: boolean) {
  const config = buildDevGatewayConfig({
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:9/',
    contracts: canonicalAddresses,
    tokens: [],
    webOrigins: [],
  })
  for (const chain of config.chains) chain.indexer.enabled = false
  config.rateLimits.enabled = rateLimits
  // Enough allowance for every request of the run: the cost measured is counting, not refusing.
  config.rateLimits.reads.perClient.max = 1_000_000
  config.rateLimits.reads.global.max = 1_000_000
  const db = await openDatabase({})
  const ctx = {
    config,
    db,
    chains: createChainRuntimes(config),
    prices: createFixedPriceSource(config.chains),
    events: new EventBus(),
    hashing: createHashPool(0),
  }
  const app = await buildServer(ctx, { logLevel: 'silent' })
  await app.ready()
  const close = async () => {
    await app.close()
    await db.close()
  }
  return { app, close }
}

const off = await server(false)
const on = await server(true)
const perRequestUs = async (app: typeof off.app) => {
  const started = performance.now()
  for (let i = 0; i < requests; i++) await app.inject({ method: 'GET', url: '/v1/chains' })
  return ((performance.now() - started) * 1000) / requests
}
try {
  await perRequestUs(off.app)
  await perRequestUs(on.app)
  const times = { off: [] as number[], on: [] as number[] }
  for (let round = 0; round < rounds; round++) {
    times.off.push(await perRequestUs(off.app))
    times.on.push(await perRequestUs(on.app))
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  console.log(`date: ${new Date().toISOString()}; ${cpus().length} cores ${cpus()[0]?.model}, Node ${process.version}`)
  console.log(`GET /v1/chains by inject, ${rounds} rounds of ${requests} requests per gateway, alternating`)
  console.log('| rate limits | µs per request, each round | median µs |')
  console.log('|---|---|---|')
  for (const mode of ['off', 'on'] as const) {
    console.log(`| ${mode} | ${times[mode].map((t) => t.toFixed(0)).join(' ')} | ${median(times[mode]).toFixed(0)} |`)
  }
  console.log(`limiter cost: ${((median(times.on) / median(times.off) - 1) * 100).toFixed(1)}% of a read`)
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  )
} finally {
  await off.close()
  await on.close()
}
