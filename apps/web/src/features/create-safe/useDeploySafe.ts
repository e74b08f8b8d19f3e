import { chainIdNumber, safeProxyFactoryAbi, toChainId } from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Hex } from 'viem'
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { useAddRecentTransaction } from '../../connection/recentTransactions'
import { whenWalletSettled } from '../../connection/whenWalletSettled'
import { WebAppError } from '../../errors'
import type { GatewayApi } from '../../gateway/gatewayApi'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { shortenAddress } from '../../ui/AddressView'
import type { SafeDeploymentPlan } from './planSafeDeployment'

/** Where a deployment is: waiting for the wallet, mined-pending with its hash, waiting for the gateway's indexer. */
export type DeployPhase = { step: 'idle' } | { step: 'wallet' } | { step: 'pending' | 'indexing'; hash: Hex }

const INDEX_WAIT_MS = 120_000

/** Sends createProxyWithNonce from the connected wallet, adds it to recent transactions, waits until indexed. */
export function useDeploySafe(chainId: string) {
  const { wagmiConfig, gateway } = useApp()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<DeployPhase>({ step: 'idle' })
  const mutation = useMutation({
    mutationFn: async (plan: SafeDeploymentPlan) => {
      // The network the form's select chose: checked and turned into wagmi's number once.
      const walletChainId = chainIdNumber(toChainId(chainId))
      setPhase({ step: 'wallet' })
      const hash = await writeContract(await whenWalletSettled(wagmiConfig), {
        chainId: walletChainId,
        address: plan.factory,
        abi: safeProxyFactoryAbi,
        functionName: 'createProxyWithNonce',
        args: [plan.singleton, plan.initializer, plan.saltNonce],
      })
      addRecentTransaction({ hash, description: `Create Safe ${shortenAddress(plan.predicted)}` })
      setPhase({ step: 'pending', hash })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: walletChainId, hash })
      if (receipt.status !== 'success') {
        throw new WebAppError('SAFE_DEPLOY_REVERTED', 'The deployment reverted on chain. Try again with a new salt.')
      }
      setPhase({ step: 'indexing', hash })
      await waitUntilIndexed(gateway, chainId, plan.predicted)
      // "My Safes" lists it from now on.
      await queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope('ownedSafes', chainId) })
      return plan.predicted
    },
    onError: () => setPhase({ step: 'idle' }),
  })
  return { deploy: mutation.mutateAsync, phase, error: mutation.error }
}

/** Polls the gateway until it serves the new Safe (its indexer follows the chain with a short delay). */
async function waitUntilIndexed(gateway: GatewayApi, chainId: string, address: string): Promise<void> {
  const deadline = Date.now() + INDEX_WAIT_MS
  while (Date.now() < deadline) {
    try {
      await gateway.getSafeInfo(chainId, address)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  throw new WebAppError(
    'SAFE_NOT_INDEXED',
    `The Safe was deployed at ${address}, but the gateway has not indexed it yet. Open it from "Load a Safe" later.`,
  )
}
