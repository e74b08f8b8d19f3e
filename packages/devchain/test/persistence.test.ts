import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { safeAbisByVersion } from '@concord/protocol'
import { isListening } from '@concord/test-kit/net'
import { createPublicClient, http, parseEventLogs } from 'viem'
import { afterAll, expect, it } from 'vitest'
import { startDevChain } from '../src/index.js'

const scratch = mkdtempSync(join(tmpdir(), 'concord-devchain-state-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('a chain restarted from its state file keeps blocks, logs and the demo Safes, and is not seeded twice', async () => {
  const statePath = join(scratch, 'chain', 'state.json')
  const first = await startDevChain({ statePath })
  const firstClient = createPublicClient({ transport: http(first.rpcUrl) })
  const blockNumber = await firstClient.getBlockNumber()
  const latest = await firstClient.getBlock()
  await first.stop()
  expect(await isListening(Number(new URL(first.rpcUrl).port))).toBe(false)

  const lines: string[] = []
  const second = await startDevChain({ statePath, onProgress: (line) => lines.push(line) })
  try {
    const client = createPublicClient({ transport: http(second.rpcUrl) })
    expect(lines).toContain('demo Safes: already seeded')
    expect(await client.getBlockNumber()).toBe(blockNumber)
    expect((await client.getBlock()).hash).toBe(latest.hash)
    expect(second.demo).toEqual(first.demo)
    // The gateway's indexer reads the history from block 0 after a restart: the logs must survive too.
    const logs = await client.getLogs({ address: second.demo.safe.address, fromBlock: 0n })
    const executed = parseEventLogs({ abi: safeAbisByVersion['1.4.1'].SafeL2, logs, eventName: 'ExecutionSuccess' })
    expect(executed).toHaveLength(4)
  } finally {
    await second.stop()
  }
})
