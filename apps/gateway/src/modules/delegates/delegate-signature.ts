import { currentTotp, delegateTypedData } from '@concord/protocol'
import { type Address, type Hex, recoverMessageAddress, recoverTypedDataAddress } from 'viem'
import { invalidInput } from '../../errors.js'

// The typed data is protocol knowledge (the web app signs it too); the gateway's tests reach it from here.
export { currentTotp, delegateTypedData }

/**
 * Returns whether `signature` is `expectedSigner`'s EIP-712 Delegate signature for the current or the previous hourly
 * totp, with or without chainId in the domain (both are accepted by Safe's transaction service), or its legacy v1
 * personal_sign of the text `<checksummed delegate><totp>`. A malformed signature is a 422.
 */
export async function isDelegateSignatureBy(
  chainId: number,
  delegate: Address,
  signature: Hex,
  expectedSigner: Address,
): Promise<boolean> {
  const totp = currentTotp()
  for (const period of [totp, totp - 1n]) {
    const withChain = delegateTypedData(chainId, delegate, period)
    const { chainId: _omitted, ...chainless } = withChain.domain
    for (const domain of [withChain.domain, chainless]) {
      let signer: Address
      try {
        signer = await recoverTypedDataAddress({ ...withChain, domain, signature })
      } catch {
        throw invalidInput('Invalid signature: expected a 65-byte EIP-712 signature of Delegate(delegateAddress, totp)')
      }
      if (signer === expectedSigner) return true
    }
    if (
      (await recoverMessageAddress({ message: legacyDelegateMessage(delegate, period), signature })) === expectedSigner
    )
      return true
  }
  return false
}

/** The text a legacy (Safe Transaction Service v1) client personal_signs for a delegate: address then totp. */
export function legacyDelegateMessage(delegate: Address, totp: bigint): string {
  return `${delegate}${totp}`
}
