// Gateway read-path benchmark: a seeded dev chain, the gateway indexing it (PGlite in memory, or DATABASE_URL),
// autocannon against the endpoints the wallet polls, and the time a new block takes to show up in the API.
// Run: node --conditions=source --import tsx bench/gateway/read-endpoints.ts [--seconds 5] [--connections 10]
import { parseArgs } from 'node:util'
import { startDevStack } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import autocannon from 'autocannon'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)

const stack = await startDevStack({ database: { url: process.env.DATABASE_URL } })
const { chain, gateway } = stack

try {
  const safe = chain.demo.safe.address
  const base = `${gateway.url}/v1/chains/${chain.chainId}`
  const t0 = Date.now()
  const indexed = async () => (await fetch(`${base}/safes/${safe}`)).ok
  await eventually(indexed, (ok) => ok, 'the demo Safe indexed', { intervalMs: 50 })
  const firstIndexMs = Date.now() - t0

  const sender = chain.accounts[6]
  if (sender === undefined) throw new Error('dev account 6 missing')
  const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(chain.rpcUrl) })
  const sentAt = Date.now()
  await wallet.sendTransaction({ chain: null, to: safe, value: parseEther('0.5') })
  const seen = async () => {
    const page = (await (await fetch(`${base}/safes/${safe}/incoming-transfers/`)).json()) as {
      results: { transaction: { txInfo: { sender: { value: string } } } }[]
    }
    return page.results.some((item) => item.transaction.txInfo.sender.value === sender.address)
  }
  await eventually(seen, (ok) => ok, 'the new transfer in the API', { intervalMs: 20 })
  const newBlockMs = Date.now() - sentAt

  const targets: [string, string][] = [
    ['chains', `${gateway.url}/v1/chains`],
    ['safe info', `${base}/safes/${safe}`],
    ['history', `${base}/safes/${safe}/transactions/history`],
    ['queue', `${base}/safes/${safe}/transactions/queued`],
    ['balances (live RPC)', `${base}/safes/${safe}/balances/usd`],
    ['collectibles v2', `${gateway.url}/v2/chains/${chain.chainId}/safes/${safe}/collectibles`],
  ]
  const rows: string[] = []
  for (const [name, url] of targets) {
    const result = await autocannon({ url, connections, duration: seconds })
    rows.push(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors + result.timeouts} |`,
    )
  }
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (memory)'}; ${connections} connections, ${seconds} s each`,
  )
  console.log(
    `demo Safe indexed from genesis in ${firstIndexMs} ms; a new transfer visible in the API ${newBlockMs} ms after sending`,
  )
  console.log('| endpoint | req/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|')
  for (const row of rows) console.log(row)
} finally {
  await stack.stop()
}
