import type { SafeVersion } from '@concord/protocol'
import { chainIdNumber } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { WebAppError } from '../../errors'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { flattenCalls } from '../review/flattenCalls'
import type { SafeCall } from '../review/safeTxFromDraft'
import { balanceChanges } from './balanceChanges'
import { failureInWords } from './failureInWords'
import { readHoldings } from './readHoldings'
import { type SimulationResult, simulateSafeCall } from './simulateSafeCall'

/** A simulation's result, or that the Safe is not deployed yet (so nothing can run in it before its execution). */
export type SimulationOutcome = SimulationResult | { ok: false; notDeployed: true }

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
      const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
      if (!client || !call || !version)
        throw new WebAppError('NO_CHAIN_RPC', 'No connection to the chain: check its RPC in the gateway config.')
      const code = await client.getCode({ address: safe as Address })
      if (code === undefined || code === '0x') return { ok: false, notDeployed: true }
      const result = await simulateSafeCall(client, safe as Address, version, call)
      if (result.ok) return result
      const changes = balanceChanges(safe, flattenCalls(call))
      // The balances only sharpen the words: when they cannot be read, the revert reason still says why.
      const holdings = await readHoldings(client, safe as Address, changes, chain.nativeCurrency).catch(() => [])
      return { ok: false as const, reason: failureInWords(result.reason, changes, holdings) }
    },
  })
}
