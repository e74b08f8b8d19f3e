import {
  getSafeTxTypedData,
  hashSafeTx,
  type SafeTransactionData,
  type SafeTxTypedData,
  type SafeVersion,
} from '@concord/protocol'
import type { Address, Hex } from 'viem'
import { signTypedDataAs } from '../../connection/signTypedDataAs'

/** Where a SafeTx lives: chain, Safe and version (its EIP-712 domain). */
export type SafeTxDomain = { chainId: number; safe: Address; version: SafeVersion }

/** Signs typed data with the wallet (wagmi's signTypedData in the app, a local account in tests). */
export type SignTypedDataFn = (typed: SafeTxTypedData) => Promise<Hex>

/**
 * Has the wallet sign the SafeTx over EIP-712, then recovers the signer locally and refuses the signature unless it is
 * `signer`: a wallet that signs something else (or with another account) never reaches the gateway.
 */
export async function signSafeTx(
  sign: SignTypedDataFn,
  signer: Address,
  domain: SafeTxDomain,
  tx: SafeTransactionData,
): Promise<{ signature: Hex; safeTxHash: Hex }> {
  const params = { chainId: BigInt(domain.chainId), safeAddress: domain.safe, version: domain.version, tx }
  const typed = getSafeTxTypedData(params)
  const signature = await signTypedDataAs(sign, signer, typed)
  return { signature, safeTxHash: hashSafeTx(params) }
}
