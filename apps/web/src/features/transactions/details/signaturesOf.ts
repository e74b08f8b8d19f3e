import type { TransactionDetails } from '@concord/gateway-client'
import type { Hex } from 'viem'
import type { OwnerSignature } from '../../../tx'

/** The owners' signatures of a multisig transaction (an empty list for anything else). */
export function signaturesOf(details: TransactionDetails): OwnerSignature[] {
  const exec = details.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG') return []
  return exec.confirmations.map((c) => ({ owner: c.signer.value, signature: c.signature as Hex | null }))
}
