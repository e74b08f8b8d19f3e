import { recoverSignatureOwner, type SafeSignature, splitSignatures } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { invalidInput } from '../../../errors.js'
import {
  type ApiFace,
  refuseDisabledEthSign,
  refuseFormerOwners,
  type SignedSafeTx,
  type VerifiedSignature,
  verifySignatures,
} from '../../safes/index.js'

/** A delegate submits exactly its own signature (EOA or eth_sign) over the safeTxHash; it is not a confirmation. */
async function verifyDelegateSignature(
  chain: ChainRuntime,
  hash: Hex,
  delegateSignature: { blob: Hex; sender: Address },
  face: ApiFace,
): Promise<void> {
  const { blob, sender } = delegateSignature
  let parts: SafeSignature[]
  try {
    parts = splitSignatures(blob)
  } catch {
    throw invalidInput('Invalid signature')
  }
  const [part] = parts
  if (parts.length !== 1 || part === undefined || (part.type !== 'EOA' && part.type !== 'ETH_SIGN')) {
    throw invalidInput('Invalid signature: a delegate submits only its own signature')
  }
  refuseDisabledEthSign(chain, parts, face)
  const signer = await recoverSignatureOwner({ hash, signature: part }).catch(() => null)
  if (signer !== sender) throw invalidInput('Invalid signature')
}

/**
 * The owner confirmations a proposal brings: none without a signature or from a delegate (whose own signature must
 * still hold), else the owners' signatures, the sender's among them; eth_sign where the config accepts it on `face`.
 */
export async function proposalSignatures(
  chain: ChainRuntime,
  signed: SignedSafeTx,
  proposal: { sender: Address; signature: Hex | null },
  delegator: Address | null,
  face: ApiFace,
): Promise<VerifiedSignature[]> {
  if (proposal.signature === null) return []
  if (delegator !== null) {
    await verifyDelegateSignature(chain, signed.hash, { blob: proposal.signature, sender: proposal.sender }, face)
    // A delegation ends with its delegator's ownership, which the index may not show yet.
    await refuseFormerOwners(chain, signed.safe, [delegator])
    return []
  }
  const signatures = await verifySignatures(chain, signed, proposal.signature, face)
  if (!signatures.some((s) => s.owner === proposal.sender)) throw invalidInput('Invalid signature')
  return signatures
}
