import { useQueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { SignRequest } from './signRequest'
import { submitSignature } from './submitSignature'

/**
 * Sends a fresh signature of the current Safe's SafeTx to the gateway as `request` says (a proposal from `sender`, or a
 * confirmation), then refetches the gateway reads unless an execution follows; resolves with the gateway's details.
 */
export function useSubmitSigned() {
  const { gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const queryClient = useQueryClient()
  return async (request: SignRequest, sender: Address, signed: { safeTxHash: Hex; signature: Hex }) => {
    const details = await submitSignature(
      gatewayClient,
      { chainId: chain.chainId, safe },
      signed,
      request.propose ? { kind: 'propose', tx: request.tx, sender, origin: request.origin } : { kind: 'confirm' },
    )
    if (request.refresh !== false) await queryClient.invalidateQueries({ queryKey: queryKeys.gateway() })
    return { ...signed, details }
  }
}
