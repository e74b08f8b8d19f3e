import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { walletTypedDataSigner } from '../../../connection/walletTypedDataSigner'
import { WebAppError } from '../../../errors'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { type MessageContent, type MessageKind, safeMessageHashes } from '../shared/messageHashes'
import { signSafeMessage } from './signSafeMessage'

/** What to sign: the content, the Safe's version, and whether it is new (propose) or stored (confirm). */
export type MessageSignRequest = {
  content: MessageContent
  /** A stored message's kind (RAW_BYTES is signed unhashed); new messages are text or typed data. */
  messageKind?: MessageKind | undefined
  version: string
  kind: 'propose' | 'confirm'
  /** Kept as the message's `origin` (the app that asked for it). */
  origin?: string | undefined
}

/**
 * Signs a Safe message off chain with the connected owner (the SafeMessage over EIP-712, hashed in the browser and
 * recovered locally) and proposes or confirms it at the gateway; resolves with the SafeMessage hash.
 */
export function useSignMessage() {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: MessageSignRequest): Promise<Hex> => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect an owner wallet to sign.')
      const where = { chainId: chain.chainId, safe, version: request.version }
      const { contentHash, messageHash } = safeMessageHashes(request.content, where, request.messageKind)
      const signature = await signSafeMessage(walletTypedDataSigner(wagmiConfig, account), account, where, contentHash)
      if (request.kind === 'confirm') {
        await gatewayClient.confirmSafeMessage(chain.chainId, messageHash, { signature })
      } else {
        const message = request.content
        await gatewayClient.proposeSafeMessage(chain.chainId, safe, {
          message,
          signature,
          ...(request.origin ? { origin: request.origin } : {}),
        })
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages(chain.chainId, safe) })
      return messageHash
    },
  })
}
