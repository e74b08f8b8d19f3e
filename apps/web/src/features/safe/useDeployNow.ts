import { chainIdNumber } from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PublicClient } from 'viem'
import { useAccount } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { useAddRecentTransaction } from '../../connection/recentTransactions'
import { WebAppError } from '../../errors'
import type { GatewayApi } from '../../gateway/gatewayApi'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { type ChainWritePhase, deploySafeFromSetup } from '../../tx'
import { simulateDeployment } from './simulateDeployment'

const DEPLOYED_WAIT_MS = 120_000

/**
 * "Deploy now" for the current Safe, registered before its deployment: the factory call simulated first (a failure
 * said in words, the wallet not asked), then one wallet transaction to the factory (its setup read from the gateway
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
  const simulateFirst = async () => {
    const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
    if (client === undefined || account === undefined) return // deploySafeFromSetup says what is missing
    const setup = await gatewayClient.getCounterfactualSafeSetup(chain.chainId, safe)
    await simulateDeployment(client as PublicClient, setup, account, chain.chainName)
  }
  const mutation = useMutation({
    mutationFn: async () => {
      if (version === null) {
        throw new WebAppError(
          'SAFE_SETUP_MISMATCH',
          'The gateway does not know this Safe’s version: it cannot deploy it.',
        )
      }
      await simulateFirst()
      const hash = await deploySafeFromSetup({
        wagmiConfig,
        gatewayClient,
        chainId: chainIdOf(chain),
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
