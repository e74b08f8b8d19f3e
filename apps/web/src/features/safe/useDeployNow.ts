import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../chains/chainIdOf'
import { useAddRecentTransaction } from '../../connection/recentTransactions'
import { WebAppError } from '../../errors'
import type { GatewayApi } from '../../gateway/gatewayApi'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { type ChainWritePhase, deploySafeFromSetup } from '../../tx'

const DEPLOYED_WAIT_MS = 120_000

/**
 * "Deploy now" for the current Safe, registered before its deployment: the factory call simulated first (a failure
 * said in words, the wallet not asked: deploySafeFromSetup), then one wallet transaction to the factory (its setup read from the gateway
 * and checked in the browser), its phase for the banner, the hash in recent transactions,
 * and the Safe's data read again once the gateway serves it as deployed.
 */
export function useDeployNow(version: string | null) {
  const { wagmiConfig, gatewayClient, gateway } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<ChainWritePhase>({ step: 'idle' })
  const mutation = useMutation({
    mutationFn: async () => {
      if (version === null) {
        throw new WebAppError(
          'SAFE_SETUP_MISMATCH',
          'The gateway does not know this Safe’s version: it cannot deploy it.',
        )
      }
      const hash = await deploySafeFromSetup({
        wagmiConfig,
        gatewayClient,
        chainId: chainIdOf(chain),
        chainName: chain.chainName,
        safe,
        version,
        account,
        onPhase: setPhase,
        onSent: (sent) => addRecentTransaction({ hash: sent, description: 'Deploy Safe' }),
      })
      setPhase({ step: 'indexing', what: 'Deploy Safe', hash })
      await waitUntilDeployed(gateway, chain.chainId, safe)
      await queryClient.invalidateQueries({ queryKey: queryKeys.gateway() })
    },
    onSettled: () => setPhase({ step: 'idle' }),
  })
  return { deploy: mutation.mutateAsync, phase, error: mutation.error, isPending: mutation.isPending }
}

/** Polls the gateway until it serves the Safe as deployed (it reads a new Safe from the chain until indexed). */
async function waitUntilDeployed(gateway: GatewayApi, chainId: string, address: string): Promise<void> {
  const deadline = Date.now() + DEPLOYED_WAIT_MS
  while (Date.now() < deadline) {
    const info = await gateway.getSafeInfo(chainId, address).catch(() => null)
    if (info?.deployed !== false && info !== null) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new WebAppError(
    'SAFE_NOT_INDEXED',
    `The Safe was deployed at ${address}, but the gateway does not show it yet. Reload the page in a minute.`,
  )
}
