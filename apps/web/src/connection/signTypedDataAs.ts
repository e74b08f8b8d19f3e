import { type Address, type Hex, isAddressEqual, recoverTypedDataAddress, type TypedDataDefinition } from 'viem'
import { WebAppError } from '../errors'

/**
 * Has the wallet sign `typed` (EIP-712), then recovers the signer locally and refuses the signature unless it is
 * `signer`: a wallet that signs something else, or with another account, never reaches the gateway.
 */
export async function signTypedDataAs<T extends TypedDataDefinition>(
  sign: (typed: T) => Promise<Hex>,
  signer: Address,
  typed: T,
): Promise<Hex> {
  const signature = await sign(typed)
  const recovered = await recoverTypedDataAddress({ ...typed, signature } as Parameters<
    typeof recoverTypedDataAddress
  >[0])
  if (!isAddressEqual(recovered, signer)) {
    throw new WebAppError(
      'SIGNER_MISMATCH',
      `The wallet signed as ${recovered}, not as ${signer}: nothing was sent. Check the account selected in your wallet.`,
    )
  }
  return signature
}
