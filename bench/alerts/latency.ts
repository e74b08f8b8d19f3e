// Alerts: how long from an event (an API write, a block) to the webhook arriving, and throughput with 100
// subscriptions. The dev chain and a gateway (PGlite in memory, or PostgreSQL under DATABASE_URL) with a local
// receiver; poll interval of the delivery worker 200 ms, of the indexer 250 ms (the dev defaults).
// Run: node --conditions=source --import tsx bench/alerts/latency.ts
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx } from '@concord/protocol'
import { startDevStack } from '@concord/test-kit/dev-stack'
import { createWalletClient, http, parseEther, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const ADMIN = 'bench-admin-token-0123456789abcdef0123456789'
const arrivals = new Map<string, number[]>()

// The webhook receiver: answers 202 and posts each webhook's key (safeTxHash or txHash) and arrival time (epoch ms,
// sub-millisecond) to the bench, which turns it into its own clock.
const RECEIVER = `
const { createServer } = require('node:http')
const { parentPort } = require('node:worker_threads')
const server = createServer((request, response) => {
  const chunks = []
  request.on('data', (c) => chunks.push(c))
  request.on('end', () => {
    const json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    parentPort.postMessage({ key: json.safeTxHash ?? json.txHash ?? '', at: performance.timeOrigin + performance.now() })
    response.writeHead(202).end()
  })
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port))
`

/** Percentiles of latencies in ms. */
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN }
}

/** Resolves once `count` webhooks for `key` arrived; returns their arrival times. */
async function arrived(key: string, count: number): Promise<number[]> {
  for (;;) {
    const list = arrivals.get(key) ?? []
    if (list.length >= count) return list
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function main() {
  // The receiver runs on a thread of its own, as a real one runs elsewhere: the gateway's event loop is not shared.
  const receiver = new Worker(RECEIVER, { eval: true })
  const port = await new Promise<number>((resolve) => receiver.once('message', resolve))
  receiver.on('message', ({ key, at }: { key: string; at: number }) => {
    arrivals.set(key, [...(arrivals.get(key) ?? []), at - performance.timeOrigin])
  })
  const hook = `http://127.0.0.1:${port}/hook`
  const dev = await startDevStack({
    database: 'throwaway',
    waitForIndexer: true,
    // The rate limit out of the way: one subscription gets 70 deliveries within the minute.
    alerts: {
      adminToken: ADMIN,
      allowedDestinations: ['127.0.0.1'],
      rateLimit: { maxDeliveries: 1_000_000, windowMs: 60_000 },
    },
  })
  const { chain, gateway } = dev
  const safe = chain.demo.safe
  const owner = chain.accounts.find((a) => safe.owners.includes(a.address))
  const funder = chain.accounts[8]
  if (!owner || !funder) throw new Error('dev accounts missing')
  const base = `${gateway.url}/v1/chains/${chain.chainId}`
  const subscribe = async (events: string[]) => {
    const response = await fetch(`${base}/safes/${safe.address}/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify({ channel: 'webhook', url: hook, events }),
    })
    if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`)
  }
  let nonce = safe.nonce
  const propose = async () => {
    const tx = buildSafeTransactionData({ to: owner.address, value: 1n, nonce: nonce++ })
    const domain = { chainId: chain.chainId, safeAddress: safe.address, version: safe.version }
    const safeTxHash = hashSafeTx({ ...domain, tx })
    const signature = await privateKeyToAccount(owner.privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
    const body = {
      ...{ to: tx.to, value: '1', data: null, nonce: String(tx.nonce), operation: 0 },
      ...{ safeTxGas: '0', baseGas: '0', gasPrice: '0', gasToken: zeroAddress, refundReceiver: zeroAddress },
      ...{ safeTxHash, sender: owner.address, signature },
    }
    const started = performance.now()
    const response = await fetch(`${base}/transactions/${safe.address}/propose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status !== 200) throw new Error(`propose: ${response.status}`)
    return { safeTxHash, started }
  }

  await subscribe(['PENDING_MULTISIG_TRANSACTION', 'INCOMING_ETHER'])
  const api: number[] = []
  for (let i = 0; i < 50; i++) {
    const { safeTxHash, started } = await propose()
    api.push(((await arrived(safeTxHash, 1))[0] ?? Number.NaN) - started)
  }
  const wallet = createWalletClient({ account: privateKeyToAccount(funder.privateKey), transport: http(chain.rpcUrl) })
  const block: number[] = []
  for (let i = 0; i < 20; i++) {
    const started = performance.now()
    const txHash = await wallet.sendTransaction({ chain: null, to: safe.address, value: parseEther('0.001') })
    block.push(((await arrived(txHash, 1))[0] ?? Number.NaN) - started)
  }

  for (let i = 0; i < 99; i++) await subscribe(['PENDING_MULTISIG_TRANSACTION'])
  const fanout: number[] = []
  const startedAll = performance.now()
  const sent = []
  for (let i = 0; i < 20; i++) sent.push(await propose())
  for (const { safeTxHash, started } of sent) {
    for (const at of await arrived(safeTxHash, 100)) fanout.push(at - started)
  }
  const seconds = (performance.now() - startedAll) / 1000

  const row = (name: string, times: number[]) => {
    const s = stats(times)
    return `| ${name} | ${s.n} | ${s.p50.toFixed(0)} | ${s.p99.toFixed(0)} | ${s.max.toFixed(0)} |`
  }
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  )
  console.log('| event → webhook | deliveries | p50 ms | p99 ms | max ms |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  console.log(row('proposal (API write), 1 subscription', api))
  console.log(row('incoming ether (block), 1 subscription', block))
  console.log(row('proposal, 100 subscriptions', fanout))
  console.log(`throughput with 100 subscriptions: ${(fanout.length / seconds).toFixed(0)} deliveries/s`)
  await dev.stop()
  await receiver.terminate()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
