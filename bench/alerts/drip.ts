// Alerts: one receiver that drips its answer a byte a second must not slow other Safes' alerts (issue 28 point 2).
// The dev chain and a gateway (PGlite in memory, or PostgreSQL under DATABASE_URL); N normal receivers subscribed to
// the demo Safe 1.3.0 (one subscription each, each its own port: its own destination), the demo Safe 1.4.1 subscribed
// to a receiver that answers one byte per second (never a whole answer within the 5 s deadline). Measures proposal →
// webhook for the normal receivers, first without the drip, then while the 1.4.1 Safe is proposed to every 100 ms and
// every one of its deliveries hangs on the dripping receiver. Bounded: about a minute.
// Run: node --conditions=source --import tsx bench/alerts/drip.ts [N=8]
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx } from '@concord/protocol'
import { startDevStack } from '@concord/test-kit/dev-stack'
import { zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const ADMIN = 'bench-admin-token-0123456789abcdef0123456789'
const NORMAL = Number(process.argv[2] ?? 8)
const PROPOSALS = 30
const arrivals = new Map<string, number[]>()

// The receivers, on a thread of their own (a real receiver runs elsewhere): N that answer 202 and post each
// webhook's safeTxHash and arrival time, and one raw TCP server that answers a byte a second and reports how many
// requests it holds open.
const RECEIVERS = `
const { createServer } = require('node:http')
const net = require('node:net')
const { parentPort, workerData } = require('node:worker_threads')
const ports = []
let open = 0
const drip = net.createServer((socket) => {
  const answer = 'HTTP/1.1 200 OK\\r\\nx-drip: ' + '.'.repeat(4000) + '\\r\\ncontent-length: 0\\r\\n\\r\\n'
  let sent = 0
  let timer
  socket.once('data', () => {
    open++
    parentPort.postMessage({ open })
    timer = setInterval(() => { if (sent < answer.length) socket.write(answer[sent++]) }, 1000)
  })
  socket.on('error', () => {})
  socket.on('close', () => { clearInterval(timer); if (sent > 0 || timer) { open--; parentPort.postMessage({ open }) } })
})
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
;(async () => {
  for (let i = 0; i < workerData; i++) {
    const server = createServer((request, response) => {
      const chunks = []
      request.on('data', (c) => chunks.push(c))
      request.on('end', () => {
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        parentPort.postMessage({ key: json.safeTxHash ?? '', at: performance.timeOrigin + performance.now() })
        response.writeHead(202).end()
      })
    })
    ports.push(await listen(server))
  }
  parentPort.postMessage({ ports, drip: await listen(drip) })
})()
`

/** Percentiles of latencies in ms. */
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN }
}

// How long a measurement waits for its webhooks: what has not arrived by then is counted as missing.
const WAIT_MS = 30_000

/** The arrival times of the webhooks for `key`, once `count` arrived or the measurement's deadline passed. */
async function arrived(key: string, count: number, deadline: number): Promise<number[]> {
  for (;;) {
    const list = arrivals.get(key) ?? []
    if (list.length >= count || performance.now() > deadline) return list
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function main() {
  const receivers = new Worker(RECEIVERS, { eval: true, workerData: NORMAL })
  let dripOpen = 0
  let maxDripOpen = 0
  const started = new Promise<{ ports: number[]; drip: number }>((resolve) => {
    receivers.on('message', (message) => {
      if ('ports' in message) resolve(message)
      else if ('open' in message) {
        dripOpen = message.open
        maxDripOpen = Math.max(maxDripOpen, dripOpen)
      } else arrivals.set(message.key, [...(arrivals.get(message.key) ?? []), message.at - performance.timeOrigin])
    })
  })
  const { ports, drip } = await started
  // Rate limit out of the way: the bench sends more per subscription than a minute's default allows.
  const alerts = {
    adminToken: ADMIN,
    allowedDestinations: ['127.0.0.1'],
    rateLimit: { maxDeliveries: 1_000_000, windowMs: 60_000 },
  }
  const dev = await startDevStack({ database: 'throwaway', waitForIndexer: true, alerts })
  const { chain, gateway } = dev
  const base = `${gateway.url}/v1/chains/${chain.chainId}`
  const subscribe = async (safe: string, url: string) => {
    const response = await fetch(`${base}/safes/${safe}/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify({ channel: 'webhook', url, events: ['PENDING_MULTISIG_TRANSACTION'] }),
    })
    if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`)
  }
  /** Proposes on a demo Safe at its next nonce; returns the safeTxHash and when the request started. */
  const proposer = (safe: typeof chain.demo.safe) => {
    const owner = chain.accounts.find((a) => safe.owners.includes(a.address))
    if (owner === undefined) throw new Error('no owner account')
    let nonce = safe.nonce
    return async () => {
      const tx = buildSafeTransactionData({ to: owner.address, value: 1n, nonce: nonce++ })
      const domain = { chainId: chain.chainId, safeAddress: safe.address, version: safe.version }
      const safeTxHash = hashSafeTx({ ...domain, tx })
      const signature = await privateKeyToAccount(owner.privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
      const body = {
        ...{ to: tx.to, value: '1', data: null, nonce: String(tx.nonce), operation: 0 },
        ...{ safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: zeroAddress, refundReceiver: zeroAddress },
        ...{ safeTxHash, sender: owner.address, signature },
      }
      const at = performance.now()
      const response = await fetch(`${base}/transactions/${safe.address}/propose`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.status !== 200) throw new Error(`propose: ${response.status}`)
      return { safeTxHash, at }
    }
  }
  const proposeB = proposer(chain.demo.safe130)
  const proposeA = proposer(chain.demo.safe)
  for (const port of ports) await subscribe(chain.demo.safe130.address, `http://127.0.0.1:${port}/hook`)

  /** PROPOSALS proposals on Safe B, 100 ms apart; every normal receiver's latency for each. */
  const measure = async () => {
    const sent = []
    for (let i = 0; i < PROPOSALS; i++) {
      sent.push(await proposeB())
      await new Promise((r) => setTimeout(r, 100))
    }
    const times: number[] = []
    const deadline = performance.now() + WAIT_MS
    for (const { safeTxHash, at } of sent) {
      for (const t of await arrived(safeTxHash, NORMAL, deadline)) times.push(t - at)
    }
    return { times, missing: sent.length * NORMAL - times.length }
  }

  const without = await measure()
  await subscribe(chain.demo.safe.address, `http://127.0.0.1:${drip}/drip`)
  let dripping = true
  let proposedA = 0
  const flood = (async () => {
    while (dripping) {
      await proposeA()
      proposedA++
      await new Promise((r) => setTimeout(r, 100))
    }
  })()
  while (dripOpen === 0) await new Promise((r) => setTimeout(r, 50))
  const during = await measure()
  dripping = false
  await flood

  const row = (name: string, { times, missing }: { times: number[]; missing: number }) => {
    const s = stats(times)
    return `| ${name} | ${s.n} | ${missing} | ${s.p50.toFixed(0)} | ${s.p99.toFixed(0)} | ${s.max.toFixed(0)} |`
  }
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${NORMAL} normal receivers for Safe B`)
  console.log(
    `| proposal on Safe B → webhook | delivered | missing after ${WAIT_MS / 1000} s | p50 ms | p99 ms | max ms |`,
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
  console.log(row('without the drip', without))
  console.log(row("while Safe A's receiver drips", during))
  console.log(`Safe A: ${proposedA} proposals during the drip, up to ${maxDripOpen} requests held open at once`)
  await receivers.terminate()
  await dev.stop()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
