// Indexer backfill benchmark (issue 3 targets: ≥ 5,000 blocks/s sparse, ≥ 2,000 Safe events/s dense). Seeds one dev
// chain with a busy 1-of-1 SafeL2 (dense blocks of executions, then empty blocks), then backfills it from block 0 on
// PGlite in memory and, when DATABASE_URL is set, on a fresh PostgreSQL database; `--runs` backfills per database.
// Run: node --conditions=source --import tsx bench/gateway/backfill.ts [--executed 5000] [--perBlock 100]
//      [--sparse 3000] [--runs 2] [--owners 1 --threshold 1]
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { startDevChain } from '@concord/devchain'
import { startTestGateway } from '@concord/test-kit/dev-stack'
import { benchIndexer } from './bench-gateway-config.ts'
import { seedBusySafe } from './seed-busy-safe.ts'
import { watchBackfill } from './watch-backfill.ts'

const { values } = parseArgs({
  options: {
    executed: { type: 'string', default: '5000' },
    perBlock: { type: 'string', default: '100' },
    sparse: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '2' },
    owners: { type: 'string', default: '1' },
    threshold: { type: 'string', default: '1' },
  },
})
const n = (key: keyof typeof values) => Number(values[key])

const chain = await startDevChain()
const [ownerAccount, executorAccount] = [chain.accounts[4], chain.accounts[9]]
if (ownerAccount === undefined || executorAccount === undefined) throw new Error('dev accounts missing')
const seedStart = Date.now()
const busy = await seedBusySafe({
  rpcUrl: chain.rpcUrl,
  chainId: chain.chainId,
  ownerKey: ownerAccount.privateKey,
  executorKey: executorAccount.privateKey,
  executed: n('executed'),
  perBlock: n('perBlock'),
  sparse: n('sparse'),
  owners: n('owners'),
  threshold: n('threshold'),
})
console.log(
  `seeded in ${Math.round((Date.now() - seedStart) / 1000)} s: blocks ${busy.denseFrom}-${busy.denseTo} dense`,
)

const rows: string[] = []
const databases: ('PGlite' | 'PostgreSQL')[] = process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite']
try {
  for (const kind of databases) {
    for (let run = 1; run <= n('runs'); run++) {
      // PostgreSQL: a fresh database on the DATABASE_URL server per run, dropped when the gateway closes.
      const database = kind === 'PostgreSQL' ? 'throwaway' : 'memory'
      const gateway = await startTestGateway(chain, { indexer: benchIndexer, database })
      try {
        const figures = await watchBackfill(gateway.url, String(chain.chainId), busy)
        const load = loadavg()
          .map((l) => l.toFixed(1))
          .join(' / ')
        rows.push(
          `| ${kind} | ${run} | ${figures.sparseBlocksPerSecond} | ${figures.denseEventsPerSecond} | ${figures.denseEvents} | ${figures.totalMs} | ${load} |`,
        )
        console.log(rows.at(-1))
      } finally {
        await gateway.close()
      }
    }
  }
} finally {
  await chain.stop()
}
console.log(`\n${new Date().toISOString()}, ${cpus().length} cores, Node ${process.version}`)
console.log(
  `${n('executed')} executions of a ${n('threshold')}-of-${n('owners')} Safe, ${n('perBlock')} per block; ${n('sparse')} empty blocks; 2,000-block batches`,
)
console.log('| database | run | sparse blocks/s | dense events/s | dense events | total ms | load avg at end |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
