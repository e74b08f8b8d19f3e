import { getAddress } from 'viem'
import type { ChainReader } from './chain-reader.js'
import type { SafeEvent } from './safe-events.js'

/**
 * A SafeSetup for each Safe a pre-1.3.0 factory created (its ProxyCreation names only the proxy, and those Safes emit
 * no SafeSetup): owners, threshold, fallback handler, modules and singleton read from the chain as the creation's
 * block ends, placed at the ProxyCreation's position. A Safe changed again later in that same block starts from the
 * changed state, and the block's later events of it apply on top: rare, and the next settings event corrects it.
 * Proxies that are not Safes (no owners) are left out.
 */
export async function legacySafeSetups(
  reader: ChainReader,
  decoded: readonly SafeEvent[],
  isSafeSingleton: (singleton: string) => boolean,
): Promise<{ setups: SafeEvent[]; singletons: Map<string, string> }> {
  const setups: SafeEvent[] = []
  const singletons = new Map<string, string>()
  for (const creation of decoded) {
    if (creation.name !== 'ProxyCreation' || creation.args.singleton !== undefined) continue
    const proxy = getAddress(String(creation.args.proxy))
    const setUp = decoded.some(
      (e) =>
        e.name === 'SafeSetup' && e.log.transactionHash === creation.log.transactionHash && e.log.address === proxy,
    )
    if (setUp) continue
    const state = await reader.safeStateAt(proxy, creation.log.blockNumber)
    if (state === null || state.owners.length === 0 || !isSafeSingleton(state.singleton)) continue
    singletons.set(proxy, state.singleton)
    const args = {
      initiator: getAddress(creation.log.address),
      owners: state.owners,
      threshold: state.threshold,
      initializer: null,
      fallbackHandler: state.fallbackHandler,
      modules: state.modules,
    }
    setups.push({ name: 'SafeSetup', args, log: { ...creation.log, address: proxy } })
  }
  return { setups, singletons }
}
