// Tracked mode: a Safe's creation read by the ranges that follow the chain (the Safe was tracked before it was
// deployed, or a rollback went below its creation and it is followed from the fork) gets its factory, as a backfill
// from the creation block gives it. Before, only the Safe's own logs were read there: factory null (seen as a flaky
// tracked-backfill test, when its reorg went below every stored block hash and the indexer re-read from block 0).
import { type DevChain, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { devGatewayConfig } from '@concord/test-kit/dev-stack'
import { rpcCall } from '@concord/test-kit/json-rpc'
import { type Address, createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainRuntime } from '../src/context/gateway-context.js'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { runMigrations } from '../src/db/run-migrations.js'
import type { FetchedBatch } from '../src/indexer/fetch/batch.js'
import { createChainReader } from '../src/indexer/fetch/chain-reader.js'
import { fetchBatch } from '../src/indexer/fetch/fetch-batch.js'
import { createFetchContext } from '../src/indexer/fetch/fetch-context.js'
import { findCreationBlock } from '../src/indexer/fetch/find-creation-block.js'
import { applyBatch } from '../src/indexer/plan/apply-batch.js'
import { BatchWrites } from '../src/indexer/store/batch-writes-repository.js'
import { safes } from '../src/modules/safes/safe-repository.js'

let chain: DevChain
let database: TestDatabase
let db: Db
let runtime: ChainRuntime
let context: ReturnType<typeof createFetchContext>
let safe: Address
/** The demo Safe's creation block. */
let created: number

beforeAll(async () => {
  chain = await startDevChain()
  database = await createTestDatabase()
  db = await openDatabase({ url: database.url })
  await runMigrations(db)
  const reader = createChainReader(createPublicClient({ transport: http(chain.rpcUrl) }), 4)
  const [config] = devGatewayConfig(chain, { indexer: { mode: 'tracked' } }).chains
  if (config === undefined) throw new Error('the dev config has no chain')
  // The fetch context reads only the chain's id and config.
  runtime = { chainId: config.chainId, config } as unknown as ChainRuntime
  context = createFetchContext(
    runtime,
    reader,
    async () => new Map(),
    async () => new Set(),
  )
  safe = chain.demo.safe.address
  const head = Number(BigInt(await rpcCall<string>(chain.rpcUrl, 'eth_blockNumber')))
  const found = await findCreationBlock(reader, safe, head)
  if (found === null) throw new Error('the demo Safe has no code')
  created = found
})

afterAll(async () => {
  await db?.close()
  await database?.drop()
  await chain?.stop()
})

const proxiesCreated = (batch: FetchedBatch) =>
  batch.events.filter((e) => e.name === 'ProxyCreation').map((e) => e.args.proxy)

describe('a tracked Safe created in a range that follows the chain', () => {
  it('is recorded with the factory that created it', async () => {
    // As indexStep reads a followed Safe: by its address, with checkpoints, and no creation block known.
    const scope = { addresses: [safe], checkpoints: true }
    const batch = await fetchBatch(context(new Set(), new Set(), scope), created - 1, created + 1)
    expect(proxiesCreated(batch)).toEqual([safe])
    const writes = new BatchWrites()
    expect(await applyBatch(db, batch, writes)).toEqual([safe])
    await db.transaction((tx) => writes.execute(tx))

    const row = await safes.byAddress(db, runtime.chainId, safe)
    expect(row?.factory).toBe(runtime.config.contracts['1.4.1']?.proxyFactory)
  }, 120_000)

  it('is read once by a backfill, which reads the factory at the creation block it found', async () => {
    const scope = { addresses: [safe], checkpoints: false, creationBlock: created }
    const batch = await fetchBatch(context(new Set(), new Set(), scope), created - 1, created + 1)
    expect(proxiesCreated(batch)).toEqual([safe])
  }, 120_000)
})
