import type { SafeMessage } from '@concord/gateway-schema'
import { joinSignatures, type SafeSignature, sortSignaturesByOwner, splitSignatures } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { plainAddress } from '../../wire/address-info.js'
import type { MessageRow } from './message-repository.js'

/** Stored signatures sorted by owner and joined into the blob the Safe's isValidSignature accepts. */
export function preparedSignature(signatures: readonly { owner: Address; signature: Hex }[]): Hex {
  // A stored contract signature is its own little blob (static part + data); re-split it so the join lays out offsets.
  const parts = signatures.map((s) => ({ ...(splitSignatures(s.signature)[0] as SafeSignature), owner: s.owner }))
  return joinSignatures(sortSignaturesByOwner(parts))
}

/** A stored message as served, its status against the Safe's current `threshold` (gateway-api.md §7). */
export function toSafeMessage(chain: ChainRuntime, row: MessageRow, threshold: number): SafeMessage {
  const confirmed = row.signatures.length >= threshold
  const app = row.safeAppId === null ? undefined : chain.config.safeApps.find((a) => a.id === row.safeAppId)
  return {
    messageHash: row.messageHash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: app?.iconUrl ?? null,
    name: app?.name ?? null,
    message: row.message,
    messageKind: row.rawBytes ? 'RAW_BYTES' : typeof row.message === 'string' ? 'TEXT' : 'TYPED_DATA',
    creationTimestamp: row.created,
    modifiedTimestamp: row.modified,
    confirmationsSubmitted: row.signatures.length,
    confirmationsRequired: threshold,
    proposedBy: plainAddress(row.proposedBy),
    confirmations: row.signatures.map((s) => ({
      owner: plainAddress(s.owner),
      signature: s.signature,
      submittedAt: s.submittedAt,
    })),
    preparedSignature: confirmed ? preparedSignature(row.signatures) : null,
    origin: row.origin,
  }
}
