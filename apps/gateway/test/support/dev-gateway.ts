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
export async function startDevGateway(): Promise<DevGateway> {
  const chain = await startDevChain()
  const database = await createTestDatabase()
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [],
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
    await waitForIndexer(gateway.url, String(chain.chainId))
  } catch (error) {
    await stop()
    throw error
  }
  return { chain, gateway, database, stop, stopChain }
}

/** Polls readiness until the chain's indexer has reached the node's current head. */
export async function waitForIndexer(url: string, chainId: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last: unknown = null
  while (Date.now() < deadline) {
    const ready = (await (await fetch(`${url}/health/ready`)).json()) as {
      chains: Record<string, { indexedBlock: number | null; headBlock: number | null; lastError: string | null }>
    }
    last = ready.chains[chainId]
    const status = ready.chains[chainId]
    if (
      status?.indexedBlock != null &&
      status.headBlock != null &&
      status.headBlock > 0 &&
      status.indexedBlock >= status.headBlock
    ) {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`indexer did not catch up: ${JSON.stringify(last)}`)
}
