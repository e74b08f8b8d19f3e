import type { SafeInfo } from '@concord/gateway-client'
import { chainIdNumber } from '@concord/protocol'
import { useQueries, useQuery } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { getCode } from 'viem/actions'
import { getClient } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { queryKeys } from '../../query/keys'
import { useQueue } from '../../query/useTransactions'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { useSignatureMaxAge } from '../../tx'
import type { HealthInput } from './healthChecks'
import { pendingSignatures } from './pendingSignatures'

/**
 * The owners of `info` with contract code on chain; null until read. viem's getCode on wagmi's client, not a public
 * client: extending one with every public action brought 7,700 lines of viem (signature recovery, curves) to Home.
 */
function useContractOwners(owners: readonly string[]): string[] | null {
  const { wagmiConfig } = useApp()
  const { chain } = useCurrentSafe()
  const query = useQuery({
    queryKey: queryKeys.txFlow('ownerCode', chain.chainId, owners),
    queryFn: async () => {
      const client = getClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
      if (!client) return []
      const codes = await Promise.all(owners.map((o) => getCode(client, { address: o as Address })))
      return owners.filter((_, i) => (codes[i] ?? '0x') !== '0x')
    },
  })
  return query.data ?? null
}

/** Which of `addresses` the contracts endpoint does not list as trusted (unknown to it counts as untrusted). */
function useUntrusted(addresses: readonly string[]): string[] {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  const results = useQueries({
    queries: addresses.map((address) => ({
      queryKey: queryKeys.txFlow('contract', chain.chainId, address),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: () => gatewayClient.getContract(chain.chainId, address),
    })),
  })
  return addresses.filter((_, i) => {
    const result = results[i]
    return (
      result !== undefined && (result.isError || (result.data !== undefined && !result.data.trustedForDelegateCall))
    )
  })
}

/**
 * How many alert subscriptions the Safe has (the alerts card's query, asked once here); null while signed out or not
 * an owner: the gateway does not say, and the card does not guess.
 */
function useAlertCount(): number | null {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const query = useQuery({
    queryKey: queryKeys.alerts(chain.chainId, address),
    queryFn: async () => (await gatewayClient.getAlertSubscriptions(chain.chainId, address)).results,
    retry: false,
  })
  return query.data ? query.data.length : null
}

/** What the health checks need for the current Safe, or null while the chain reads are still on their way. */
export function useHealthInput(info: SafeInfo): HealthInput | null {
  const { chain } = useCurrentSafe()
  const owners = info.owners.map((o) => o.value)
  const contractOwners = useContractOwners(owners)
  const modules = (info.modules ?? []).map((m) => m.value)
  const guard = info.guard && info.guard.value !== zeroAddress ? info.guard.value : null
  const untrusted = useUntrusted(guard ? [...modules, guard] : modules)
  const queue = useQueue()
  const [maxAgeDays] = useSignatureMaxAge()
  const alerts = useAlertCount()
  if (contractOwners === null) return null
  return {
    version: info.version,
    versionState: info.implementationVersionState,
    recommendedVersion: chain.recommendedMasterCopyVersion,
    threshold: info.threshold,
    owners,
    contractOwners,
    unknownModules: untrusted.filter((a) => a !== guard),
    unknownGuard: guard && untrusted.includes(guard) ? guard : null,
    pending: pendingSignatures(queue.data?.pages ?? []),
    maxAgeDays,
    now: Date.now(),
    alertSubscriptions: alerts,
  }
}
