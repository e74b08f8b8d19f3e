import { chainIdNumber, isOwner, type SafeVersion, toChainId } from '@concord/protocol'
import { useMutation } from '@tanstack/react-query'
import { useAccount } from 'wagmi'
import { walletTypedDataSigner } from '../../../connection/walletTypedDataSigner'
import { WebAppError } from '../../../errors'
import { useApp } from '../../../services/appContext'
import { signSafeTx } from '../../../tx'
import type { CheckedTx } from '../file/checkSignedTx'
import type { SignedTxFile } from '../file/signedTxFile'

/**
 * Signs an offline transaction with the connected owner (EIP-712, recovered locally) and resolves with the file that
 * holds the new signature as well; nothing is sent anywhere.
 */
export function useOfflineSign(file: SignedTxFile, checked: CheckedTx | undefined, version: SafeVersion | null) {
  const { wagmiConfig } = useApp()
  const { address: account } = useAccount()
  return useMutation({
    mutationFn: async (): Promise<SignedTxFile> => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect an owner wallet to sign.')
      if (!checked || !version) throw new WebAppError('EMPTY_DRAFT', 'The transaction is still being checked: retry.')
      const domain = { chainId: chainIdNumber(toChainId(file.chainId)), safe: file.safe, version }
      const { signature } = await signSafeTx(walletTypedDataSigner(wagmiConfig, account), account, domain, checked.tx)
      const others = file.signatures.filter((s) => s.signer.toLowerCase() !== account.toLowerCase())
      return { ...file, signatures: [...others, { signer: account, data: signature }] }
    },
  })
}

/** Whether `account` may add its signature: an owner on chain who has not signed yet. */
export function canSign(account: string | undefined, owners: readonly string[], checked: CheckedTx | undefined) {
  if (!account || !checked || !isOwner(owners, account)) return false
  return !checked.signers.some((s) => s.toLowerCase() === account.toLowerCase())
}
