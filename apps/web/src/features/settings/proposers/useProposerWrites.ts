import { chainIdNumber } from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../../chains/chainIdOf'
import { walletTypedDataSigner } from '../../../connection/walletTypedDataSigner'
import { WebAppError } from '../../../errors'
import { proposersKey } from '../../../query/useSafeProposers'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { sendDelegateSignature } from './signDelegate'

/** A proposer to add: its address and the label owners will see. */
export type NewProposer = { delegate: Address; label: string }

/**
 * Adds and removes the current Safe's proposers, each signed by the connected account over Delegate(delegate, totp):
 * an owner adds one for this Safe; the owner who added it, or the proposer itself, removes it.
 */
export function useProposerWrites() {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  const chainId = chainIdNumber(chainIdOf(chain))
  const signer = () => {
    if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect an owner wallet to change the proposers.')
    return account
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: proposersKey(chain.chainId, safe) })
  const add = useMutation({
    mutationFn: async ({ delegate, label }: NewProposer) => {
      const delegator = signer()
      await sendDelegateSignature(
        'add',
        chainId,
        delegate,
        walletTypedDataSigner(wagmiConfig, delegator),
        (signature) => gatewayClient.addDelegate(chain.chainId, { safe, delegate, delegator, signature, label }),
      )
    },
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: async ({ delegate, delegator }: { delegate: Address; delegator: Address }) => {
      const account = signer()
      await sendDelegateSignature(
        'remove',
        chainId,
        delegate,
        walletTypedDataSigner(wagmiConfig, account),
        (signature) => gatewayClient.deleteDelegate(chain.chainId, delegate, { delegator, safe, signature }),
      )
    },
    onSuccess: refresh,
  })
  return { add, remove }
}
