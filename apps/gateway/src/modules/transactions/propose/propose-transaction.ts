import { buildSafeTransactionData, isOwner, ProtocolError, type SafeTransactionData } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime, GatewayContext } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { invalidInput } from '../../../errors.js'
import { validDelegator } from '../../delegates/index.js'
import {
  type ApiFace,
  loadSafeOrSetup,
  refuseOwnershipDeadlock,
  type SafeState,
  versionOfSingleton,
} from '../../safes/index.js'
import { multisig } from '../store/multisig-repository.js'
import type { StoredProposal } from '../store/transaction-rows.js'
import { keptOrigin } from './kept-origin.js'
import { proposalSignatures } from './proposal-signatures.js'
import { untrustedDelegateCalls } from './untrusted-delegate-calls.js'
import { wrongHashMessage } from './wrong-hash-message.js'

/** A transaction proposal as the API receives it (gateway-api.md §5.1), addresses checksummed, hex lowercase. */
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

/** A ProtocolError (input the protocol cannot hash or read) as a 422 with its message. */
function refuseProtocolError(error: unknown): never {
  if (error instanceof ProtocolError) throw invalidInput(error.message)
  throw error
}

function toSafeTransaction(proposal: Proposal): SafeTransactionData {
  try {
    return buildSafeTransactionData(proposal)
  } catch (error) {
    refuseProtocolError(error)
  }
}

/**
 * Refuses a nonce the Safe has passed (or past 2^53: the column is a bigint) and a delegatecall to an untrusted
 * target, made directly or from a batch at any depth.
 */
function checkProposal(chain: ChainRuntime, safe: SafeState, proposal: Proposal): void {
  const nonce = BigInt(proposal.nonce)
  if (nonce < BigInt(safe.nonce) || nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidInput('Invalid nonce')
  if (untrustedDelegateCalls(chain, proposal).length > 0) throw invalidInput('Delegate call is disabled')
}

/** The owner a non-owner sender proposes for as their delegate (who then is the proposer); null for an owner. */
async function delegatorOf(db: Queryable, chainId: string, safe: SafeState, sender: Address): Promise<Address | null> {
  if (isOwner(safe.owners, sender)) return null
  const delegator = await validDelegator(db, chainId, safe.address, safe.owners, sender)
  if (delegator === null) throw invalidInput('Invalid signature')
  return delegator
}

/**
 * The row a proposal is stored as. Unsigned, it is untrusted and its sender is not shown as its proposer (the
 * repository shows a proposer only once signed): the first owner to sign it, here or by confirming, proposes it.
 */
function storedProposal(
  safe: SafeState,
  tx: SafeTransactionData,
  proposal: Proposal & { safeTxHash: Hex },
  delegator: Address | null,
): StoredProposal {
  return {
    safe: safe.address,
    safeTxHash: proposal.safeTxHash,
    to: tx.to,
    value: tx.value.toString(),
    // The body schema lowercases hex, so the data is stored as the hash was computed over it.
    data: tx.data === '0x' ? null : tx.data,
    operation: tx.operation,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    gasToken: tx.gasToken,
    refundReceiver: tx.refundReceiver,
    nonce: Number(tx.nonce),
    proposer: delegator ?? proposal.sender,
    proposedByDelegate: delegator === null ? null : proposal.sender,
    origin: keptOrigin(proposal.origin),
    trusted: proposal.signature !== null,
  }
}

/** A stored proposal: its safeTxHash and the Safe as the proposal was checked against (so no caller reads it again). */
export type Proposed = { safeTxHash: Hex; safe: SafeState }

/**
 * Validates a proposal against the Safe's indexed state, or its registered setup before its deployment (nonce,
 * delegatecall target, recomputed safeTxHash, owner signatures including the sender's, or the single signature of a
 * valid delegate) and stores it with its confirmations (owners' only). Proposing the same safeTxHash again only adds signatures. Returns the safeTxHash and
 * the Safe it loaded.
 * The hash is computed by the hashing pool: keccak over up to the body limit of calldata stays off the event loop.
 * eth_sign parts are taken where the chain's config accepts them on `face`.
 */
export async function proposeTransaction(
  { db, hashing }: Pick<GatewayContext, 'db' | 'hashing'>,
  chain: ChainRuntime,
  safeAddress: Address,
  proposal: Proposal,
  face: ApiFace,
): Promise<Proposed> {
  const safe = await loadSafeOrSetup(db, chain.chainId, safeAddress)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate safeTxHash')
  checkProposal(chain, safe, proposal)
  const tx = toSafeTransaction(proposal)
  await refuseOwnershipDeadlock(db, chain.chainId, safe, tx)
  const { hash: safeTxHash, preimage } = await hashing
    .safeTx({ chainId: chain.chainId, safe: safe.address, version, tx })
    .catch(refuseProtocolError)
  if (safeTxHash !== proposal.safeTxHash.toLowerCase()) {
    throw invalidInput(await wrongHashMessage({ hashing, chain, safe, version, tx }, proposal.safeTxHash))
  }
  const delegator = await delegatorOf(db, chain.chainId, safe, proposal.sender)
  const signed = { safe: safe.address, hash: safeTxHash, preimage, owners: safe.owners, version }
  const signatures = await proposalSignatures(chain, signed, proposal, delegator, face)
  const stored = storedProposal(safe, tx, { ...proposal, safeTxHash }, delegator)
  await multisig.propose(db, chain.chainId, stored, signatures, Date.now())
  return { safeTxHash, safe }
}
