import { afterAll, beforeAll } from 'vitest'
import { type DevGateway, startDevGateway } from './dev-gateway.js'
import type { TestSafe } from './proposals.js'

/** A funded dev account: its address and private key. */
export type DevAccount = DevGateway['chain']['accounts'][number]

/** The test file's dev gateway and its demo Safe (1.4.1), readable inside tests once `beforeAll` has started them. */
export type DevGatewaySafe = {
  readonly dev: DevGateway
  readonly safe: TestSafe
  /** The dev account at `index` (throws when the dev chain has none there). */
  account(index: number): DevAccount
}

/**
 * Starts a dev gateway (seeded chain, throwaway database, indexed to the head) before the file's tests and stops it
 * after them; the handle it returns reads the running stack and the demo Safe.
 */
export function useDevGatewaySafe(options: Parameters<typeof startDevGateway>[0] = {}): DevGatewaySafe {
  let running: DevGateway | null = null
  beforeAll(async () => {
    running = await startDevGateway(options)
  })
  afterAll(async () => {
    await running?.stop()
  })
  const dev = () => {
    if (running === null) throw new Error('The dev gateway starts in beforeAll: use it inside a test or a later hook')
    return running
  }
  return {
    get dev() {
      return dev()
    },
    get safe() {
      const { chain } = dev()
      return { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
    },
    account(index) {
      const found = dev().chain.accounts[index]
      if (!found) throw new Error(`dev account ${index} missing`)
      return found
    },
  }
}
