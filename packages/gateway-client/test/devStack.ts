import { type DevChain, startDevChain } from '@concord/devchain'
import { buildDevGatewayConfig, type DevSafeApp, type RunningGateway, startGateway } from '@concord/gateway'
import { createGatewayClient } from '../src/index.js'

/** Starts a gateway (in-memory database) indexing `chain`, with its own Safe Apps catalogue to tell it apart. */
export function startDevGateway(chain: DevChain, safeApps: readonly DevSafeApp[]): Promise<RunningGateway> {
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [],
    safeApps,
  })
  return startGateway({ config, port: 0, database: {}, logLevel: 'silent' })
}

/** Starts the seeded dev chain and one gateway on it; `stop` closes both, the gateway first. */
export async function startDevStack(safeApps: readonly DevSafeApp[]) {
  const chain = await startDevChain()
  let gateway: RunningGateway
  try {
    gateway = await startDevGateway(chain, safeApps)
  } catch (error) {
    await chain.stop()
    throw error
  }
  const stop = async () => {
    await gateway.close()
    await chain.stop()
  }
  return { chain, gateway, stop }
}

/**
 * Resolves once the gateway reports `safe` at `nonce` or later, asking through the client itself: the indexer
 * runs behind the chain, and until it has seen the Safe the gateway answers 404.
 */
export async function waitForSafeNonce(url: string, chainId: string, safe: string, nonce: number): Promise<void> {
  const client = createGatewayClient({ baseUrl: url })
  const deadline = Date.now() + 60_000
  let last: unknown = null
  while (Date.now() < deadline) {
    try {
      const info = await client.getSafeInfo(chainId, safe)
      if (info.nonce >= nonce) return
      last = `nonce ${info.nonce}`
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `The gateway at ${url} did not index ${safe} up to nonce ${nonce} within 60 s (last: ${String(last)}).`,
  )
}
