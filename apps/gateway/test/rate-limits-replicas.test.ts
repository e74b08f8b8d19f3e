import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningGateway, startGateway } from '../src/index.js'
import { request } from './support/http.js'
import { type PostgresServer, startPostgres } from './support/postgres-server.js'

// docs/DEPLOY.md: rate limits hold across replicas. Two gateways on one PostgreSQL database, a client whose requests a
// proxy spreads over both: together they allow the configured limit, not twice it. Always on a PostgreSQL server.
let chain: DevChain
let postgres: PostgresServer
const running: RunningGateway[] = []

beforeAll(async () => {
  ;[chain, postgres] = await Promise.all([startDevChain(), startPostgres()])
})

afterAll(async () => {
  for (const gateway of running) await gateway.close()
  await postgres?.stop()
  await chain?.stop()
})

async function start(): Promise<RunningGateway> {
  const config = devGatewayConfig(chain)
  config.rateLimits.reads.perClient = { max: 20, windowMs: 600_000 }
  for (const entry of config.chains) entry.indexer.enabled = false
  const gateway = await startGateway({ config, database: { url: postgres.url }, logLevel: 'silent' })
  running.push(gateway)
  return gateway
}

/** The oldest heartbeat of the replicas on the database (ms). */
async function oldestBeat(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ oldest: string; live: string }>(
      'select min(seen_at) as oldest, count(*) as live from gateway_replicas',
    )
    return rows[0]?.live === '2' ? Number(rows[0]?.oldest) : 0
  } finally {
    await client.end()
  }
}

describe('rate limits on two replicas', () => {
  it('a client spread over both replicas gets the configured 20 reads, not 40', async () => {
    const first = await start()
    const second = await start()
    const joined = Date.now()
    // Both have beaten since the second joined, so each counts two replicas and keeps to half of each limit.
    await eventually(oldestBeat, (oldest) => oldest > joined, 'both replicas to see each other', { intervalMs: 200 })

    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const gateway = i % 2 === 0 ? first : second
      statuses.push((await request(gateway.url, `/v1/chains/${chain.chainId}`)).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    const refused = await request(first.url, `/v1/chains/${chain.chainId}`)
    expect(refused.body.message).toContain("this replica's share of 2 gateway replicas")
  })
})
