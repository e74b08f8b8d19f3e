import type { SafeVersion } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { SafeCall } from '../review/safeTxFromDraft'
import type { SimulationOutcome } from './runSimulation'

export type { SimulationOutcome } from './runSimulation'

/**
 * The Safe's call run inside the Safe on the chain now (never cached: the chain moves on); a failure comes with its
 * reason in words, computed from the Safe's balances where an amount is over what it holds. A Safe not deployed yet has
 * no contract to run it in: `notDeployed`, neither a success nor a failure.
 */
export function useSimulation(call: SafeCall | null, version: SafeVersion | null) {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  return useQuery<SimulationOutcome>({
    queryKey: queryKeys.txFlow('simulation', chain.chainId, safe, version, call),
    enabled: call !== null && version !== null,
    gcTime: 0,
    queryFn: async () => {
      if (!call || !version) throw new Error('unreachable: the query runs only with a call and a version')
      // The chain code comes with the first simulation, not with every page that may show one (an executed
      // transaction's details never runs it).
      const { runSimulation } = await import('./runSimulation')
      return runSimulation(wagmiConfig, chain, safe, version, call)
    },
  })
}
