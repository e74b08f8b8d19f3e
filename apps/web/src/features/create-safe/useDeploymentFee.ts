import { chainIdNumber, safeProxyFactoryAbi, toChainId } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import type { SafeDeploymentPlan } from './planSafeDeployment'

/** The most a deployment can cost: estimated gas (with a 20 % margin) and max fee per gas, or why it is not known. */
export type DeploymentFee = { ok: true; gas: bigint; maxFeePerGas: bigint } | { ok: false; reason: string }

/** Estimates createProxyWithNonce from `account` on `chainId`: the same call "Deploy Safe" sends. */
export function useDeploymentFee(chainId: string, plan: SafeDeploymentPlan | undefined, account: Address | undefined) {
  const { wagmiConfig } = useApp()
  return useQuery({
    queryKey: queryKeys.txFlow('deployEstimate', chainId, account, plan?.predicted, plan?.initializer),
    enabled: plan !== undefined && account !== undefined,
    gcTime: 0,
    queryFn: async (): Promise<DeploymentFee> => {
      const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(toChainId(chainId)) })
      if (!client || !plan || !account) return { ok: false, reason: 'no connection to this network' }
      try {
        const gas = await client.estimateContractGas({
          address: plan.factory,
          abi: safeProxyFactoryAbi,
          functionName: 'createProxyWithNonce',
          args: [plan.singleton, plan.initializer, plan.saltNonce],
          account,
        })
        const { maxFeePerGas } = await client.estimateFeesPerGas()
        return { ok: true, gas: (gas * 12n) / 10n, maxFeePerGas }
      } catch {
        // The usual cause: this exact Safe (same owners, threshold and salt) exists already.
        return { ok: false, reason: 'it could not be estimated (is a Safe with this setup and salt deployed already?)' }
      }
    },
  })
}
