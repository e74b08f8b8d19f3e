// Tracked-mode benchmark (issue 18): a Safe with 1,000 executed transactions whose creation lies 1,000,000 blocks
// before the head, reached through the limiting RPC proxy (10,000 blocks and 10,000 results per eth_getLogs, 50
// requests/s, 1% random 429s, no debug API). Anvil mines only a few hundred empty blocks a second, so the distance is
// simulated: the proxy shows the chain with 1,000,000 empty blocks inserted right after the Safe's last transaction
// (blockOffset). Measures the time from the first request about the Safe to its whole history, and the RPC calls used.
// Run: node --conditions=source --import tsx bench/gateway/tracked-backfill.ts [--executed 1000] [--offset 1000000]
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { startDevChain } from '@concord/devchain'
import { startTestGateway } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { startLimitingRpc } from '@concord/test-kit/rpc-proxy'
import { seedBusySafe } from './seed-busy-safe.ts'

const { values } = parseArgs({
  options: {
    executed: { type: 'string', default: '1000' },
    perBlock: { type: 'string', default: '50' },
    offset: { type: 'string', default: '1000000' },
  },
})
const executed = Number(values.executed)
const offset = Number(values.offset)

const chain = await startDevChain()
const [ownerAccount, executorAccount] = [chain.accounts[4], chain.accounts[9]]
if (ownerAccount === undefined || executorAccount === undefined) throw new Error('dev accounts missing')
const busy = await seedBusySafe({
  rpcUrl: chain.rpcUrl,
  chainId: chain.chainId,
  ownerKey: ownerAccount.privateKey,
  executorKey: executorAccount.privateKey,
  executed,
  perBlock: Number(values.perBlock),
  sparse: 20,
})
const proxy = await startLimitingRpc(chain.rpcUrl, {
  requestsPerSecond: 50,
  random429Rate: 0.01,
  seed: 18,
  blockOffset: { after: busy.denseTo, by: offset },
})
const gateway = await startTestGateway(chain, {
  rpcUrl: proxy.url,
  rpcLimits: { requestsPerSecond: 45 },
  indexer: { mode: 'tracked' },
})
type Ready = { chains: Record<string, { headBlock: number | null; trackedSafes?: { following: boolean }[] }> }
const ready = async () => ((await (await fetch(`${gateway.url}/health/ready`)).json()) as Ready).chains['31337']
try {
  const head = await eventually(ready, (c) => (c?.headBlock ?? 0) > offset, 'the gateway to see the head')
  const callsBefore = proxy.stats.calls
  const started = Date.now()
  const first = await fetch(`${gateway.url}/v1/chains/31337/safes/${busy.safe}`)
  const firstMs = Date.now() - started
  if (first.status !== 200) throw new Error(`safe info answered ${first.status}`)
  await eventually(ready, (c) => c?.trackedSafes?.[0]?.following === true, 'the backfill', {
    timeoutMs: 600_000,
    intervalMs: 50,
  })
  const doneMs = Date.now() - started
  const calls = proxy.stats.calls - callsBefore
  // Once followed, safe info comes from the index: its nonce counts the executions the backfill wrote.
  const info = await fetch(`${gateway.url}/v1/chains/31337/safes/${busy.safe}`)
  const count = ((await info.json()) as { nonce: number }).nonce
  if (count !== executed) throw new Error(`the index holds ${count} executions, expected ${executed}`)
  const refused = proxy.stats.refused
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; head ${head?.headBlock}, Safe created at block ${busy.denseFrom - 1}, ${offset} empty blocks between`,
  )
  console.log('| executions | first answer (from chain) | full history | RPC calls | 429s (rate / random) |')
  console.log('| ---------- | ------------------------- | ------------ | --------- | -------------------- |')
  console.log(
    `| ${count} | ${firstMs} ms | ${(doneMs / 1000).toFixed(1)} s | ${calls} | ${refused.rate} / ${refused.random429} |`,
  )
  console.log('calls by method:', JSON.stringify(proxy.stats.byMethod))
} finally {
  await gateway.close()
  await proxy.close()
  await chain.stop()
}
