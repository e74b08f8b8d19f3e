import { type Address, pad, type StateOverride } from 'viem'
import { type KnownSafeVersion, SAFE_VERSION_FACTS, versionContract } from './version-registry.js'

/** How to run a call inside a Safe without signatures: the SimulateTxAccessor, and a singleton to swap in if needed. */
export type SimulationPlan = { accessor: Address; singletonOverride: Address | null }

/**
 * How to simulate in a Safe of `version` with `simulateAndRevert`: with its own SimulateTxAccessor from 1.3.0. Before
 * 1.3.0 there is no simulateAndRevert, so the singleton of the version it updates to is put in the proxy's slot 0 for
 * the call only (an eth_call state override): that update keeps the storage layout, which is why Safe{Wallet} makes it
 * with changeMasterCopy. Null when neither exists.
 */
export function simulationPlan(version: KnownSafeVersion): SimulationPlan | null {
  const own = versionContract(version, 'SimulateTxAccessor')
  if (own !== undefined) return { accessor: own, singletonOverride: null }
  const update = SAFE_VERSION_FACTS[version].update
  const accessor = update && versionContract(update.to, 'SimulateTxAccessor')
  const singleton = update && versionContract(update.to, 'Safe')
  return accessor && singleton ? { accessor, singletonOverride: singleton } : null
}

/** The eth_call state override that runs `safe` with the plan's singleton in its slot 0; undefined when none is needed. */
export function simulationStateOverride(safe: Address, plan: SimulationPlan): StateOverride | undefined {
  if (plan.singletonOverride === null) return undefined
  return [{ address: safe, stateDiff: [{ slot: pad('0x0'), value: pad(plan.singletonOverride) }] }]
}
