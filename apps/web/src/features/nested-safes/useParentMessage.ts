import { getSafeMessageOverBytesTypedData, getSafeMessageTypedData, joinSignatures } from '@concord/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { useAccount } from 'wagmi'
import { signTypedDataAs } from '../../connection/signTypedDataAs'
import { walletTypedDataSigner } from '../../connection/walletTypedDataSigner'
import { WebAppError } from '../../errors'
import { queryKeys } from '../../query/keys'
import { safeMessageQuery } from '../../query/safeMessageQuery'
import { useApp } from '../../services/appContext'
import type { NestedTxMessage } from './nestedSafeTxMessage'

/**
 * The off-chain way a parent confirms a nested transaction: the parent's SafeMessage over the nested SafeTx (its typed
 * data, or its raw encoding for a nested Safe up to 1.4.1; null until proposed), `sign` (propose it, or add the wallet's signature to it) and, once the parent's threshold signed,
 * `addToNested` (the parent's EIP-1271 contract signature, its owners' joined signatures as the dynamic part, sent as
 * a confirmation of the nested transaction; the gateway checks it with isValidSignature on the parent).
 */
export function useParentMessage(input: {
  chainId: string
  parent: Address
  parentVersion: string
  safeTxHash: Hex
  message: NestedTxMessage
}) {
  const { gatewayClient, wagmiConfig } = useApp()
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  const { chainId, parent, parentVersion, safeTxHash, message } = input
  const messageQuery = safeMessageQuery(gatewayClient, chainId, parent, message.messageHash)
  const { queryKey } = messageQuery
  const query = useQuery({ ...messageQuery, refetchInterval: 5000 })
  const sign = useMutation({
    mutationFn: async () => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect an owner wallet of the parent Safe to sign.')
      const domain = { chainId: BigInt(chainId), safeAddress: parent, version: parentVersion }
      // RAW_BYTES: SafeMessage{message: the SafeTx's encoding}; TYPED_DATA: SafeMessage{message: the safeTxHash}.
      const typed =
        message.kind === 'RAW_BYTES'
          ? getSafeMessageOverBytesTypedData({ ...domain, data: message.content })
          : getSafeMessageTypedData({ ...domain, message: { hash: safeTxHash } })
      const signature = await signTypedDataAs(walletTypedDataSigner(wagmiConfig, account), account, typed)
      if (query.data) await gatewayClient.confirmSafeMessage(chainId, message.messageHash, { signature })
      else {
        const kind = message.kind === 'RAW_BYTES' ? { messageKind: 'RAW_BYTES' as const } : {}
        await gatewayClient.proposeSafeMessage(chainId, parent, { message: message.content, signature, ...kind })
      }
      await queryClient.invalidateQueries({ queryKey })
    },
  })
  const addToNested = useMutation({
    mutationFn: async () => {
      const prepared = query.data?.preparedSignature
      if (!prepared)
        throw new WebAppError('PARENT_NOT_CONFIRMED', "The parent's message has not reached its threshold yet.")
      const signature = joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner: parent, contractSignature: prepared }])
      await gatewayClient.confirmTransaction(chainId, safeTxHash, { signature })
      await queryClient.invalidateQueries({ queryKey: queryKeys.gateway() })
    },
  })
  return { message: query.data ?? null, sign, addToNested }
}
