// Outside ui/ on purpose: ui/ is bundled into the first paint (build/firstPaintGroups.ts), and the protocol's
// signature code would bring viem's address hashing with it; only the details and message pages need this.
import { splitSignatures } from '@concord/protocol'

/**
 * Whether a stored confirmation's signature is eth_sign (v 31/32): the owner signed the bare hash, as Safe{Core} SDK's
 * `signHash` does, so its wallet could not show what it signed. The gateway's wire has no signature type; the bytes
 * say it. A signature that does not split (or none, an on-chain approval) is not one.
 */
export function signedAsRawHash(signature: string | null): boolean {
  if (signature === null || !/^0x[0-9a-fA-F]*$/.test(signature)) return false
  try {
    return splitSignatures(signature as `0x${string}`).some((part) => part.type === 'ETH_SIGN')
  } catch {
    return false
  }
}
