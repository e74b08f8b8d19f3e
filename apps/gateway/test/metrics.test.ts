import { eventually } from '@concord/test-kit/eventually'
// The package ships no types; its one export parses Prometheus' text format into metric families.
// @ts-expect-error untyped module
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type StaticGateway, startStaticGateway } from './support/static-gateway.js'

type Family = {
  name: string
  type: string
  metrics: { labels?: Record<string, string>; value?: string }[]
}
const parse = parsePrometheusTextFormat as (text: string) => Family[]

const TOKEN = 'metrics-token-0123456789abcdef0123456789'
let open: StaticGateway
let guarded: StaticGateway

beforeAll(async () => {
  open = await startStaticGateway()
  guarded = await startStaticGateway({ configure: (config) => (config.metrics.token = TOKEN) })
})
afterAll(async () => {
  await open?.stop()
  await guarded?.stop()
})

describe('/metrics', () => {
  it('counts requests by route pattern and status, with their latency, in the Prometheus text format', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${open.url}/v1/chains`)
    await fetch(`${open.url}/v1/chains/31337/safes/not-an-address`)
    const response = await fetch(`${open.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const families = parse(await response.text())
    const byName = (name: string) => families.find((family) => family.name === name)
    expect(byName('concord_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    const requests = byName('concord_http_requests_total')
    expect(requests?.type).toBe('COUNTER')
    const count = (route: string) =>
      requests?.metrics
        .filter((m) => m.labels?.route === route && m.labels?.method === 'GET')
        .map((m) => [m.labels?.status, Number(m.value)])
    expect(count('/v1/chains')).toEqual([['200', 3]])
    // One series per endpoint, not one per Safe address in the path.
    expect(count('/v1/chains/:chainId/safes/:address')).toHaveLength(1)
    expect(families.map((family) => family.name)).toEqual(
      expect.arrayContaining(['concord_process_cpu_seconds_total', 'concord_nodejs_eventloop_lag_p99_seconds']),
    )
  })

  it('asks for the bearer token when one is configured', async () => {
    const refused = await fetch(`${guarded.url}/metrics`)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({
      code: 401,
      message: 'Send the metrics token as "Authorization: Bearer <token>"',
    })
    const scraped = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(scraped.status).toBe(200)
  })

  it('shows what an operator watches: backfill progress, RPC calls by method, the alert outbox, CPU as a counter', async () => {
    const dev: DevGateway = await startDevGateway()
    try {
      const families = parse(await (await fetch(`${dev.gateway.url}/metrics`)).text())
      const byName = (name: string) => families.find((family) => family.name === name)
      const chain = String(dev.chain.chainId)
      // startDevGateway returns once the indexer reached the head: the backfill is complete.
      const progress = byName('concord_indexer_backfill_progress_ratio')?.metrics.find((m) => m.labels?.chain === chain)
      expect(Number(progress?.value)).toBe(1)
      const calls = byName('concord_rpc_calls_total')
      expect(calls?.type).toBe('COUNTER')
      const callsOf = (method: string) => Number(calls?.metrics.find((m) => m.labels?.method === method)?.value ?? 0)
      expect(callsOf('eth_getLogs')).toBeGreaterThan(0)
      expect(callsOf('eth_blockNumber')).toBeGreaterThan(0)
      // The dev gateway's provider answers a seeded 2% of requests 429: those are counted as failed, by method.
      expect(byName('concord_rpc_errors_total')?.type).toBe('COUNTER')
      // The outbox holds the seeded history's events until the fan-out has taken them (on a busy machine, after the
      // backfill): its depth is reported and drains to 0; with no subscription no delivery waits.
      const depth = async (name: string) => {
        const now = parse(await (await fetch(`${dev.gateway.url}/metrics`)).text())
        return now.find((family) => family.name === name)?.metrics[0]?.value
      }
      expect(byName('concord_alert_outbox_events')?.metrics[0]?.value).toMatch(/^\d+$/)
      await eventually(
        () => depth('concord_alert_outbox_events'),
        (value) => value === '0',
        'the alert outbox drained',
      )
      expect(await depth('concord_alert_deliveries_pending')).toBe('0')
      expect(byName('concord_process_cpu_seconds_total')?.type).toBe('COUNTER')
    } finally {
      await dev.stop()
    }
  })
})
