import { type DevChain, startDevChain } from '@concord/devchain'
import { buildDevGatewayConfig, type RunningGateway, startGateway } from '../../src/index.js'
import { createTestDatabase, type TestDatabase } from './test-database.js'

/** A seeded dev chain, a gateway indexing it, and the test database behind it. */
export type DevGateway = {
  chain: DevChain
  gateway: RunningGateway
  database: TestDatabase
  /** Stops the chain alone (the gateway keeps running), e.g. to test an unreachable RPC. */
  stopChain(): Promise<void>
  stop(): Promise<void>
}

/** Starts anvil with the demo Safes, then a gateway on a fresh database, and waits until it has indexed the head. */
export async function startDevGateway(options: { webOrigins?: string[] } = {}): Promise<DevGateway> {
  const chain = await startDevChain()
  const database = await createTestDatabase()
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: options.webOrigins ?? [],
  })
  const gateway = await startGateway({
    config,
    database: database.url === undefined ? {} : { url: database.url },
    logLevel: 'silent',
  })
  let chainStopped = false
  const stopChain = async () => {
    if (chainStopped) return
    chainStopped = true
    await chain.stop()
  }
  const stop = async () => {
    await gateway.close()
    await database.drop()
    await stopChain()
  }
  try {
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
  } catch (error) {
    await stop()
    throw error
  }
  return { chain, gateway, database, stop, stopChain }
}

/** Polls readiness until the chain's indexer has indexed the block the node is at now. */
export async function waitForIndexer(url: string, chainId: string, rpcUrl: string, timeoutMs = 60_000): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })
  const head = Number(BigInt(((await response.json()) as { result: string }).result))
  const deadline = Date.now() + timeoutMs
  let last: unknown = null
  while (Date.now() < deadline) {
    const ready = (await (await fetch(`${url}/health/ready`)).json()) as {
      chains: Record<string, { indexedBlock: number | null }>
    }
    last = ready.chains[chainId]
    if ((ready.chains[chainId]?.indexedBlock ?? -1) >= head) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`indexer did not reach block ${head}: ${JSON.stringify(last)}`)
}
