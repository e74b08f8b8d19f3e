import { type Anvil, startAnvil } from '@concord/test-kit/anvil'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { runMigrations } from '../src/db/run-migrations.js'
import { type ChainReader, createChainReader } from '../src/indexer/fetch/chain-reader.js'
import { detectFork } from '../src/indexer/loop/detect-fork.js'
import { BatchWrites } from '../src/indexer/store/batch-writes-repository.js'
import { chainIndexRepository } from '../src/indexer/store/chain-index-repository.js'
import { BLOCKS } from '../src/indexer/store/state-tables.js'

const CHAIN = '31337'
const START = 5
const HEAD = 40
let anvil: Anvil
let database: TestDatabase
let db: Db
let reader: ChainReader
let headerReads = 0

beforeAll(async () => {
  anvil = await startAnvil()
  database = await createTestDatabase()
  db = await openDatabase({ url: database.url })
  await runMigrations(db)
  const base = createChainReader(createPublicClient({ transport: http(anvil.url) }), 4)
  reader = {
    ...base,
    headers: (numbers) => {
      headerReads += numbers.length
      return base.headers(numbers)
    },
  }
})

afterAll(async () => {
  await db?.close()
  await database?.drop()
  await anvil?.stop()
})

const mine = (blocks: number) => anvil.rpc('anvil_mine', [`0x${blocks.toString(16)}`])
const head = async () => Number(BigInt(await anvil.rpc<string>('eth_blockNumber')))
/** Leaves the block after the current head different from any block mined there before (a transaction in it). */
const diverge = () =>
  anvil.send({
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    to: '0x0000000000000000000000000000000000000001',
    value: '0x1',
  })

/** Stores every header from START to HEAD as the indexer does, then prunes below a window of 4 with checkpoints of 8. */
async function indexHeaders(): Promise<void> {
  const headers = await reader.headers(Array.from({ length: HEAD - START + 1 }, (_, i) => START + i))
  const writes = new BatchWrites()
  for (const h of headers.values()) writes.insert(BLOCKS, { chainId: CHAIN, ...h })
  await chainIndexRepository(db).ensureCursor(CHAIN, START)
  await db.transaction(async (tx) => {
    await writes.execute(tx)
    await chainIndexRepository(tx).advance(CHAIN, { to: HEAD, head: HEAD, keepFrom: HEAD - 4, checkpointInterval: 8 })
  })
}

describe('fork detection below the reorg window', () => {
  it('keeps the window and one hash per checkpoint interval, and finds the newest one a deep reorg left', async () => {
    await mine(START)
    const beforeStart = await anvil.rpc<Hex>('evm_snapshot')
    await mine(19 - START)
    const at19 = await anvil.rpc<Hex>('evm_snapshot')
    await mine(HEAD - 19)
    expect(await head()).toBe(HEAD)
    await indexHeaders()
    const stored = await chainIndexRepository(db).recentBlocks(CHAIN, HEAD + 1)
    expect(stored.map((b) => b.number)).toEqual([40, 39, 38, 37, 36, 32, 24, 16, 8])

    headerReads = 0
    expect(await detectFork(db, reader, CHAIN, HEAD + 1, START)).toBeNull()
    expect(headerReads).toBe(1)

    // Blocks 20 on are replaced: 16 is the newest kept hash still on the chain, so re-indexing starts at 17.
    await anvil.rpc('evm_revert', [at19])
    await diverge()
    await mine(HEAD + 5 - (await head()))
    headerReads = 0
    expect(await detectFork(db, reader, CHAIN, HEAD + 1, START)).toBe(17)
    expect(headerReads).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(stored.length)))

    // Every block from START on is replaced: nothing stored matches, so everything is indexed again.
    await anvil.rpc('evm_revert', [beforeStart])
    await diverge()
    await mine(HEAD - (await head()))
    expect(await detectFork(db, reader, CHAIN, HEAD + 1, START)).toBe(START)
  })
})
