import { getSafeMessageOverBytesTypedData, type SafeMessageTypedData } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import { signTypedDataAs } from '../../../connection/signTypedDataAs'

/** Signs the SafeMessage typed data with the wallet (wagmi's signTypedData in the app, a local account in tests). */
export type SignSafeMessageFn = (typed: SafeMessageTypedData) => Promise<Hex>

/**
 * Has the wallet sign the SafeMessage (EIP-712 over the Safe's domain, `message` = the content hash recomputed in the
 * browser, or a RAW_BYTES message's bytes), refusing the signature unless it recovers to `signer`.
 */
export async function signSafeMessage(
  sign: SignSafeMessageFn,
  signer: Address,
  where: { chainId: string; safe: Address; version: string },
  contentHash: Hex,
): Promise<Hex> {
  const typed = getSafeMessageOverBytesTypedData({
    chainId: BigInt(where.chainId),
    safeAddress: where.safe,
    version: where.version,
    data: contentHash,
  })
  return signTypedDataAs(sign, signer, typed)
}
