import { getSafeMessageTypedData, type SafeMessageTypedData } from '@concord/protocol'
import { type Address, type Hex, isAddressEqual, recoverTypedDataAddress } from 'viem'
import { WebAppError } from '../../errors'

/** Signs the SafeMessage typed data with the wallet (wagmi's signTypedData in the app, a local account in tests). */
export type SignSafeMessageFn = (typed: SafeMessageTypedData) => Promise<Hex>

/**
 * Has the wallet sign the SafeMessage (EIP-712 over the Safe's domain, `message` = the content hash recomputed in the
 * browser), then recovers the signer locally and refuses the signature unless it is `signer`.
 */
export async function signSafeMessage(
  sign: SignSafeMessageFn,
  signer: Address,
  where: { chainId: string; safe: Address; version: string },
  contentHash: Hex,
): Promise<Hex> {
  const typed = getSafeMessageTypedData({
    chainId: BigInt(where.chainId),
    safeAddress: where.safe,
    version: where.version,
    message: { hash: contentHash },
  })
  const signature = await sign(typed)
  const recovered = await recoverTypedDataAddress({ ...typed, signature })
  if (!isAddressEqual(recovered, signer)) {
    throw new WebAppError(
      'SIGNER_MISMATCH',
      `The wallet signed as ${recovered}, not as ${signer}: nothing was sent. Check the account selected in your wallet.`,
    )
  }
  return signature
}
