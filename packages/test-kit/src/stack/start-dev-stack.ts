import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway, type TestGatewayOptions } from './start-test-gateway.js'
import { waitForIndexer } from './wait-for-indexer.js'

/** A seeded dev chain and a gateway indexing it. */
export type DevStack = {
  chain: DevChain
  gateway: TestGateway
  /** Stops the chain alone (the gateway keeps running), e.g. to test an unreachable RPC. */
  stopChain(): Promise<void>
  /** Stops the gateway, then the chain. */
  stop(): Promise<void>
}

/** Options of a dev stack: the gateway's, and whether to wait until it has indexed the chain's head. */
export type DevStackOptions = TestGatewayOptions & { waitForIndexer?: boolean }

/** Starts the seeded dev chain (demo Safes, tokens, ENS) and a gateway on it; stops what started if a step fails. */
export async function startDevStack(options: DevStackOptions = {}): Promise<DevStack> {
  const chain = await startDevChain()
  let chainStopped = false
  const stopChain = async () => {
    if (chainStopped) return
    chainStopped = true
    await chain.stop()
  }
  const gateway = await startTestGateway(chain, options).catch(async (error) => {
    await stopChain()
    throw error
  })
  const stop = async () => {
    await gateway.close()
    await stopChain()
  }
  if (options.waitForIndexer) {
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl).catch(async (error) => {
      await stop()
      throw error
    })
  }
  return { chain, gateway, stopChain, stop }
}
