// Does a large bad request stall the gateway? (issue 20 §2: one unauthenticated 800 KB typed message froze every
// route, /health/live included, for 4–9 s.) For each kind of large request, autocannon sends it on 8 connections for
// a few seconds (in a process of its own, as a load generator should) while a prober (another process) asks
// /health/live one request after the other; the table shows the prober's latencies and the gateway's longest event
// loop stall. Rate limits are off for the attacks (the worst case: an attacker with many addresses), and on for one
// row to show what a single address gets. `--hash-workers 0,1` runs the rows once per size of the gateway's hashing pool
// (0: every hash on the event loop, as before issue 20's worker pool), `--only hashed` keeps the rows whose name says so.
// Run: node --conditions=source --import tsx bench/gateway/stall.ts [--seconds 10] [--connections 8]
//        [--hash-workers 1] [--only <part of a row's name>]

import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { startDevChain } from '@concord/devchain'
import { startGateway } from '@concord/gateway'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import type { Result } from 'autocannon'
import { startWindowProbe } from './window-probe.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'hash-workers': { type: 'string', default: '1' },
    only: { type: 'string', default: '' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const hashWorkers = values['hash-workers'].split(',').map(Number)

const SIGNATURE = `0x${'11'.repeat(64)}1b`
const domain = {
  name: 'Mail',
  version: '1',
  chainId: 31337,
  verifyingContract: '0x0000000000000000000000000000000000000001',
}

/** The bodies of the attacks: [name, path under /v1/chains/{chainId}, body, what the gateway should answer]. */
function attacks(safe: string, hash: string): [string, string, unknown, string][] {
  const messages = `/safes/${safe}/messages`
  return [
    [
      'typed message, 800 KB (the issue)',
      messages,
      {
        message: {
          domain,
          types: { M: [{ name: 'items', type: 'string[]' }] },
          primaryType: 'M',
          message: { items: Array.from({ length: 40_000 }, (_, i) => `item ${i} ${'x'.repeat(8)}`) },
        },
        signature: SIGNATURE,
      },
      '413 body limit',
    ],
    [
      'typed message, 120 KB of 20,000 values',
      messages,
      {
        message: {
          domain,
          types: { M: [{ name: 'items', type: 'uint256[]' }] },
          primaryType: 'M',
          message: { items: Array.from({ length: 20_000 }, (_, i) => String(i)) },
        },
        signature: SIGNATURE,
      },
      '422 message limit',
    ],
    [
      'typed message at the limits (hashed)',
      messages,
      {
        message: {
          domain,
          types: { M: [{ name: 'items', type: 'string[]' }] },
          primaryType: 'M',
          message: { items: Array.from({ length: 128 }, (_, i) => `${i}`.padEnd(250, 'y')) },
        },
        signature: SIGNATURE,
      },
      '422 invalid signature',
    ],
    ['text message, 16 KB (hashed)', messages, { message: 'z'.repeat(16_384), signature: SIGNATURE }, '422 signature'],
    [
      'confirmation, 16 KB signature',
      `/transactions/${hash}/confirmations`,
      { signature: `0x${'11'.repeat(16_384)}` },
      '404/422',
    ],
    [
      'proposal, 128 KB calldata (hashed)',
      `/transactions/${safe}/propose`,
      {
        ...{ to: safe, value: '0', data: `0x${'ab'.repeat(131_072)}`, nonce: '1000', operation: 0 },
        ...{ safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: '0x0000000000000000000000000000000000000000' },
        ...{ refundReceiver: null, safeTxHash: hash, sender: safe, signature: SIGNATURE, origin: null },
      },
      '422',
    ],
  ]
}

type Probe = { count: number; p50: number; p99: number; max: number }

// The prober: /health/live one after the other for `seconds`, in a process of its own so its timing is not ours.
const PROBER = `
const [url, ms] = process.argv.slice(1)
const end = Date.now() + Number(ms)
const lat = []
while (Date.now() < end) {
  const t = performance.now()
  const r = await fetch(url)
  await r.arrayBuffer()
  lat.push(performance.now() - t)
  await new Promise((res) => setTimeout(res, 5))
}
lat.sort((a, b) => a - b)
const at = (q) => Math.round(lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] * 10) / 10
console.log(JSON.stringify({ count: lat.length, p50: at(0.5), p99: at(0.99), max: at(1) }))
`

const run = promisify(execFile)

async function probe(url: string, ms: number): Promise<Probe> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', PROBER, url, String(ms)])
  return JSON.parse(stdout) as Probe
}

async function attack(url: string, bodyFile: string, ms: number): Promise<Result> {
  const cli = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'))
  const args = [cli, '--json', '-c', String(connections), '-d', String(ms / 1000), '-m', 'POST']
  args.push('-H', 'content-type=application/json', '-i', bodyFile, url)
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 2 ** 20 })
  return JSON.parse(stdout) as Result
}

/** One row: the prober alone for a moment, then with the attack; the attack's answers by status class. */
async function measure(gatewayUrl: string, attackUrl: string | null, bodyFile: string | null) {
  const ms = seconds * 1000
  const window = startWindowProbe()
  const [live, result] = await Promise.all([
    probe(`${gatewayUrl}/health/live`, ms),
    attackUrl === null || bodyFile === null ? Promise.resolve(null) : attack(attackUrl, bodyFile, ms),
  ])
  const loop = window.stop()
  const r = result as (Result & Record<string, number>) | null
  const answers =
    r === null
      ? ''
      : `${r['2xx']} / ${r['4xx']} / ${r['5xx']} / ${r.errors + r.timeouts} (${Math.round(r.requests.average)}/s)`
  return { live, loopMaxMs: loop.loopMaxMs, answers }
}

const chain = await startDevChain()
const dir = mkdtempSync(join(tmpdir(), 'concord-stall-'))
const lines: string[] = []
try {
  const runs = hashWorkers.map((workers) => ({ rateLimits: false, workers }))
  // The rate-limited row shows what one address gets of the first (unhashed) attack.
  if (values.only === '') runs.push({ rateLimits: true, workers: hashWorkers.at(-1) ?? 1 })
  for (const { rateLimits, workers } of runs) {
    const config = devGatewayConfig(chain)
    config.rateLimits.enabled = rateLimits
    config.hashing.workers = workers
    const gateway = await startGateway({ config, logLevel: 'silent' })
    try {
      await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
      const base = `${gateway.url}/v1/chains/${chain.chainId}`
      const safe = chain.demo.safe.address
      const list = attacks(safe, `0x${'ab'.repeat(32)}`).filter(([name]) => name.includes(values.only))
      const rows = rateLimits ? list.slice(0, 1) : [['(no attack)', '', null, ''] as const, ...list]
      for (const [name, path, body, expected] of rows) {
        let bodyFile: string | null = null
        if (body !== null) {
          bodyFile = join(dir, 'body.json')
          writeFileSync(bodyFile, JSON.stringify(body))
        }
        const size = bodyFile === null ? '' : `${Math.round(JSON.stringify(body).length / 1024)} KB`
        const row = await measure(gateway.url, body === null ? null : `${base}${path}`, bodyFile)
        const { live } = row
        lines.push(
          `| ${name} | ${size} | ${rateLimits ? 'on' : 'off'} | ${workers} | ${expected} | ${row.answers} | ${live.count} | ${live.p50} | ${live.p99} | ${live.max} | ${row.loopMaxMs} |`,
        )
      }
    } finally {
      await gateway.close()
    }
  }
  console.log(`date: ${new Date().toISOString()}`)
  console.log(
    `machine: ${cpus().length} cores ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end`,
  )
  console.log(`each row: ${seconds} s, attack on ${connections} connections, /health/live probed one at a time`)
  console.log(
    '| attack | body | rate limits | hash workers | expected answer | attack answers 2xx / 4xx / 5xx / errors (rate) | probes | live p50 ms | live p99 ms | live max ms | gateway loop stall max ms |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const line of lines) console.log(line)
} finally {
  rmSync(dir, { recursive: true, force: true })
  await chain.stop()
}
