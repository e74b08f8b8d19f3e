import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway, type TestGatewayOptions } from './start-test-gateway.js'
import { waitForIndexer } from './wait-for-indexer.js'

/** A seeded dev chain and a gateway indexing it. */
export type DevStack = {
  chain: DevChain
  /** The other dev chains (`chains` > 1): ids 31338…, short names dev2…, seeded alike (the same demo Safe addresses). */
  moreChains: DevChain[]
  gateway: TestGateway
  /** Stops the chain alone (the gateway keeps running), e.g. to test an unreachable RPC. */
  stopChain(): Promise<void>
  /** Stops the gateway, then the chain. */
  stop(): Promise<void>
}

/** Options of a dev stack: the gateway's, and whether to wait until it has indexed the chain's head. */
export type DevStackOptions = Omit<TestGatewayOptions, 'moreChains'> & {
  waitForIndexer?: boolean
  /** How many dev chains the gateway serves (1). */
  chains?: number
}

/** Starts the seeded dev chain (demo Safes, tokens, ENS) and a gateway on it; stops what started if a step fails. */
export async function startDevStack(options: DevStackOptions = {}): Promise<DevStack> {
  const chain = await startDevChain()
  const moreChains: DevChain[] = []
  let chainStopped = false
  const stopChain = async () => {
    if (chainStopped) return
    chainStopped = true
    await Promise.all([chain, ...moreChains].map((c) => c.stop()))
  }
  for (let n = 1; n < (options.chains ?? 1); n++) {
    const more = await startDevChain({ chainId: chain.chainId + n }).catch(async (error) => {
      await stopChain()
      throw error
    })
    moreChains.push(more)
  }
  const gateway = await startTestGateway(chain, { ...options, moreChains }).catch(async (error) => {
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
  return { chain, moreChains, gateway, stopChain, stop }
}
