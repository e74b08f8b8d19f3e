import {
  buildSafeTransactionData,
  hashSafeTx,
  ProtocolError,
  recoverSignatureOwner,
  type SafeSignature,
  type SafeTransactionData,
  splitSignatures,
} from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput } from '../errors.js'
import { bumpSafeVersion } from './bump-safe-version.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { versionOfSingleton } from './read-safe-info.js'
import { safeTxPreimage } from './safe-tx-preimage.js'
import { storeConfirmations } from './store-confirmations.js'
import { isTrustedDelegateTarget } from './trusted-delegate-targets.js'
import { validDelegator } from './valid-delegator.js'
import { type VerifiedSignature, verifySignatures } from './verify-signatures.js'

/** A transaction proposal as the API receives it (gateway-api.md §5.1), addresses already checksummed. */
export type Proposal = {
  to: Address
  value: string
  data: Hex | null
  nonce: string
  operation: 0 | 1
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: Address
  refundReceiver: Address | null
  safeTxHash: Hex
  sender: Address
  signature: Hex | null
  origin: string | null
}

/**
 * Validates a proposal against the Safe's indexed state (nonce, delegatecall target, recomputed safeTxHash, owner
 * signatures including the sender's, or the single signature of a valid delegate) and stores it with its
 * confirmations (owners' only). Proposing the same safeTxHash again only
 * adds signatures. Returns the safeTxHash.
 */
export async function proposeTransaction(
  db: Db,
  chain: ChainRuntime,
  safeAddress: Address,
  proposal: Proposal,
): Promise<Hex> {
  const safe = await loadSafe(db, chain.chainId, safeAddress)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate safeTxHash')
  // The nonce column is a bigint; no Safe gets anywhere near 2^53 transactions.
  const nonce = BigInt(proposal.nonce)
  if (nonce < BigInt(safe.nonce) || nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidInput('Invalid nonce')
  if (proposal.operation === 1 && !isTrustedDelegateTarget(chain, proposal.to)) {
    throw invalidInput('Delegate call is disabled')
  }
  const tx = toSafeTransaction(proposal)
  const safeTxHash = hashSafeTx({ chainId: BigInt(chain.chainId), safeAddress: safe.address as Address, version, tx })
  if (safeTxHash !== proposal.safeTxHash.toLowerCase()) throw invalidInput('Invalid safeTxHash')
  // A sender who is not an owner may still propose as the delegate of a current owner, who becomes the proposer.
  const delegator = safe.owners.includes(proposal.sender)
    ? null
    : await validDelegator(db, chain.chainId, safe.address, safe.owners, proposal.sender)
  if (!safe.owners.includes(proposal.sender) && delegator === null) throw invalidInput('Invalid signature')

  const preimage = safeTxPreimage(chain.chainId, safe.address as Address, version, tx)
  const signed = { safe: safe.address as Address, hash: safeTxHash, preimage, owners: safe.owners }
  let signatures: VerifiedSignature[] = []
  if (proposal.signature !== null && delegator !== null) {
    await verifyDelegateSignature(safeTxHash, proposal.signature, proposal.sender)
  } else if (proposal.signature !== null) {
    signatures = await verifySignatures(chain, signed, proposal.signature)
    if (!signatures.some((s) => s.owner === proposal.sender)) throw invalidInput('Invalid signature')
  }
  const trusted = proposal.signature !== null

  const now = Date.now()
  await db.transaction(async (q) => {
    await q.query(
      `insert into multisig_transactions (chain_id, safe, safe_tx_hash, to_address, value, data, operation, safe_tx_gas,
         base_gas, gas_price, gas_token, refund_receiver, nonce, proposer, proposed_by_delegate, origin, trusted,
         submission_date, modified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $18, $15, $16, $17, $17)
       on conflict (chain_id, safe_tx_hash) do update set
         trusted = multisig_transactions.trusted or excluded.trusted,
         modified = case when excluded.trusted then excluded.modified else multisig_transactions.modified end`,
      [
        chain.chainId,
        safe.address,
        safeTxHash,
        tx.to,
        tx.value.toString(),
        tx.data === '0x' ? null : tx.data.toLowerCase(),
        tx.operation,
        tx.safeTxGas.toString(),
        tx.baseGas.toString(),
        tx.gasPrice.toString(),
        tx.gasToken,
        tx.refundReceiver,
        Number(tx.nonce),
        delegator ?? proposal.sender,
        keptOrigin(proposal.origin),
        trusted,
        now,
        delegator === null ? null : proposal.sender,
      ],
    )
    await storeConfirmations(q, chain.chainId, safeTxHash, signatures, now)
    await bumpSafeVersion(q, chain.chainId, safe.address)
  })
  return safeTxHash
}

/** A delegate submits exactly its own signature (EOA or eth_sign) over the safeTxHash; it is not a confirmation. */
async function verifyDelegateSignature(hash: Hex, blob: Hex, sender: Address): Promise<void> {
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
  const signer = await recoverSignatureOwner({ hash, signature: part }).catch(() => null)
  if (signer !== sender) throw invalidInput('Invalid signature')
}

function toSafeTransaction(proposal: Proposal): SafeTransactionData {
  try {
    return buildSafeTransactionData(proposal)
  } catch (error) {
    if (error instanceof ProtocolError) throw invalidInput(error.message)
    throw error
  }
}

/** Origins are JSON `{url, name, note?}` from Safe Apps; anything else is dropped as the Safe gateway does. */
function keptOrigin(origin: string | null): string | null {
  if (origin === null) return null
  try {
    const parsed: unknown = JSON.parse(origin)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
    const { name, url } = parsed as Record<string, unknown>
    return typeof name === 'string' || typeof url === 'string' ? origin : null
  } catch {
    return null
  }
}
