import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { safeAbisByVersion } from '@concord/protocol'
import { rpcCall } from '@concord/test-kit/anvil'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, expect, it } from 'vitest'
import { devSigner } from '../src/chain/dev-accounts.js'
import { createDevClient } from '../src/chain/dev-client.js'
import { type DevChain, startDevChain } from '../src/index.js'

const scratch = mkdtempSync(join(tmpdir(), 'concord-seed-cache-test-'))
const started: DevChain[] = []
afterAll(async () => {
  await Promise.all(started.map((chain) => chain.stop()))
  rmSync(scratch, { recursive: true, force: true })
})

/** Starts a chain this file stops at its end. */
async function start(options: Parameters<typeof startDevChain>[0]): Promise<DevChain> {
  const chain = await startDevChain(options)
  started.push(chain)
  return chain
}

/** What the gateway's indexer reads of a chain: its head, the seeded Safe's logs, its nonce at a past block, a trace. */
async function indexerView(chain: DevChain) {
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const logs = await client.getLogs({ address: chain.demo.safe.address, fromBlock: 0n })
  const first = logs[0]
  if (!first) throw new Error('the demo Safe has no logs')
  const nonceAbi = safeAbisByVersion['1.4.1'].SafeL2
  const nonceAt = (blockNumber: bigint) =>
    client.readContract({ address: chain.demo.safe.address, abi: nonceAbi, functionName: 'nonce', blockNumber })
  const trace = await rpcCall<{ type: string }>(chain.rpcUrl, 'debug_traceTransaction', [
    first.transactionHash,
    { tracer: 'callTracer' },
  ])
  const head = await client.getBlockNumber()
  return {
    head,
    logs: logs.length,
    nonceAfterFirstLog: await nonceAt(first.blockNumber),
    nonceNow: await nonceAt(head),
    traceType: trace.type,
  }
}

it('a chain loaded from the seed cache is the seeded chain, past blocks included, and takes new transactions', async () => {
  const seeded = await start({ seedCache: false })
  const cache = join(scratch, 'cache')
  const lines: string[] = []
  const first = await start({ seedCache: cache, onProgress: (line) => lines.push(line) })
  // The first chain of a chain id seeds once (in an anvil of its own) and leaves the state behind.
  expect(lines).toContain('demo Safes: history seeded (17 transactions)')
  expect(readdirSync(cache)).toEqual(['seeded-31337.json'])
  lines.length = 0
  const second = await start({ seedCache: cache, onProgress: (line) => lines.push(line) })
  expect(lines.some((line) => line.startsWith('demo Safes: history seeded'))).toBe(false)
  expect(lines).toEqual([`demo Safes: seeded chain loaded from ${join(cache, 'seeded-31337.json')}`])

  for (const loaded of [first, second]) {
    expect(loaded.demo).toEqual(seeded.demo)
    expect(loaded.contracts).toEqual(seeded.contracts)
    expect(await indexerView(loaded)).toEqual(await indexerView(seeded))
  }
  expect((await indexerView(seeded)).nonceAfterFirstLog).toBe(0n)

  // Each loaded chain is its own: a transfer on one leaves the other as it was.
  const client = createDevClient(second.rpcUrl, second.chainId)
  const hash = await client.sendTransaction({
    account: devSigner(8),
    to: second.demo.safe.address,
    value: parseEther('1'),
    chain: client.chain,
  })
  await client.waitForTransactionReceipt({ hash })
  const balance = (chain: DevChain) =>
    createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: chain.demo.safe.address })
  expect(await balance(second)).toBe((await balance(first)) + parseEther('1'))
})

it('a chain with a state file of its own or unseeded never uses the seed cache', async () => {
  const cache = join(scratch, 'unused')
  await start({ seedCache: cache, statePath: join(scratch, 'own', 'state.json') })
  await start({ seedCache: cache, seed: false })
  expect(existsSync(cache)).toBe(false)
})
