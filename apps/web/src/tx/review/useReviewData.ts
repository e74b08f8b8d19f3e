import { isSupportedVersion, type SafeVersion, toSafeVersion } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useQueue } from '../../query/useTransactions'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { queuedNonces } from './queuedNonces'
import type { SafeCall } from './safeTxFromDraft'

/** The Safe's version as a supported one, or null (unknown or unsupported: nothing can be hashed or signed). */
export function supportedVersion(version: string | null | undefined): SafeVersion | null {
  return version && isSupportedVersion(version) ? toSafeVersion(version) : null
}

/**
 * What the review screen needs from the gateway and the chain for one Safe call: the Safe (owners, threshold,
 * version), its nonces, the queued nonces, the gateway's safeTxGas estimate (the simulation is among useCallChecks).
 */
export function useReviewData(call: SafeCall | null) {
  const { gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const safeInfo = useSafeInfo()
  const version = supportedVersion(safeInfo.data?.version)
  const nonces = useQuery({
    queryKey: queryKeys.txFlow('nonces', chain.chainId, safe),
    queryFn: () => gatewayClient.getNonces(chain.chainId, safe),
  })
  const queue = useQueue()
  const estimation = useQuery({
    queryKey: queryKeys.txFlow('estimation', chain.chainId, safe, call),
    enabled: call !== null,
    retry: false,
    queryFn: () =>
      gatewayClient.postSafeGasEstimation(chain.chainId, safe, {
        to: call?.to ?? '',
        value: call?.value ?? '0',
        data: call?.data === '0x' ? null : (call?.data ?? null),
        operation: call?.operation ?? 0,
      }),
  })
  return {
    safeInfo,
    version,
    nonces,
    queued: queuedNonces(queue.data?.pages ?? []),
    estimation,
  }
}
