import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getAddress, isAddressEqual } from 'viem'
import { WebAppError } from '../../errors'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import type { SafeDeploymentPlan } from './planSafeDeployment'

/**
 * "Create now, deploy later": registers the planned Safe at the gateway before its deployment (its factory,
 * singleton, setup and salt), as the signed-in owner, and checks that the gateway answers for the address this
 * browser computed. Nothing is sent to the chain: the Safe is deployed with its first transaction, or on demand.
 */
export function useRegisterSafe(chainId: string) {
  const { gatewayClient } = useApp()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: async (plan: SafeDeploymentPlan) => {
      const info = await gatewayClient.registerCounterfactualSafe(chainId, plan.predicted, {
        factory: plan.factory,
        singleton: plan.singleton,
        initializer: plan.initializer,
        saltNonce: plan.saltNonce.toString(),
      })
      if (!isAddressEqual(info.address.value, plan.predicted)) {
        throw new WebAppError(
          'SAFE_ADDRESS_MISMATCH',
          `The gateway registered ${getAddress(info.address.value)}, but this browser computed ${plan.predicted} for this setup. Do not send funds to either; check the network's Safe contracts.`,
        )
      }
      // "My Safes" lists it from now on.
      await queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope('ownedSafes', chainId) })
      return plan.predicted
    },
  })
  return { register: mutation.mutateAsync, isPending: mutation.isPending, error: mutation.error }
}
