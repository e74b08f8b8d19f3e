import { chainIdNumber } from '@concord/protocol'
import { useMutation } from '@tanstack/react-query'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../chains/chainIdOf'
import { walletTypedDataSigner } from '../../connection/walletTypedDataSigner'
import { WebAppError } from '../../errors'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { SignRequest } from './signRequest'
import { signSafeTx } from './signSafeTx'
import { useSubmitSigned } from './useSubmitSigned'

/**
 * Signs a SafeTx with the connected owner (EIP-712, recovered locally before sending) and proposes or confirms it at
 * the gateway; resolves with the signature and the gateway's updated transaction.
 */
export function useSignAndSubmit() {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const submitSigned = useSubmitSigned()
  return useMutation({
    mutationFn: async (request: SignRequest) => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect an owner wallet to sign.')
      const domain = { chainId: chainIdNumber(chainIdOf(chain)), safe, version: request.version }
      const signed = await signSafeTx(walletTypedDataSigner(wagmiConfig, account), account, domain, request.tx)
      return submitSigned(request, account, signed)
    },
  })
}
