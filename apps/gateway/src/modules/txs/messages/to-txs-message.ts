import type { TxsMessage } from '@concord/gateway-schema'
import { splitSignatures } from '@concord/protocol'
import { type MessageRow, preparedSignature } from '../../messages/index.js'
import { isoDate } from '../multisig/to-txs-multisig.js'

type TxsSignatureType = TxsMessage['confirmations'][number]['signatureType']

/** How a stored (already verified) message signature was made, read from its first part's v. */
function signatureTypeOf(signature: `0x${string}`): TxsSignatureType {
  return splitSignatures(signature)[0]?.type ?? 'EOA'
}

/**
 * A stored message in the Transaction Service's shape. Its prepared signature is the messages module's, null until
 * the Safe's current `threshold` of owners signed (a blob with fewer would not pass isValidSignature).
 */
export function toTxsMessage(row: MessageRow, threshold: number): TxsMessage {
  const confirmed = row.signatures.length >= threshold
  return {
    created: isoDate(row.created),
    modified: isoDate(row.modified),
    safe: row.safe,
    messageHash: row.messageHash,
    message: row.message,
    proposedBy: row.proposedBy,
    safeAppId: row.safeAppId,
    confirmations: row.signatures.map((s) => ({
      created: isoDate(s.submittedAt),
      modified: isoDate(s.submittedAt),
      owner: s.owner,
      signature: s.signature,
      signatureType: signatureTypeOf(s.signature),
    })),
    preparedSignature: confirmed ? preparedSignature(row.signatures) : null,
    origin: row.origin ?? '{}',
  }
}
