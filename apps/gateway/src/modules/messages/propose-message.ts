import type { Address, Hex } from 'viem'
import type { ChainRuntime, GatewayContext } from '../../context/gateway-context.js'
import { invalidInput } from '../../errors.js'
import { type ApiFace, loadSafe, verifySignatures, versionOfSingleton } from '../safes/index.js'
import { messages } from './message-repository.js'
import type { StoredMessageContent } from './safe-message-content.js'
import { safeMessageHash } from './safe-message-hash.js'

/** A message proposal (gateway-api.md §7 "Create"), its content already validated. */
export type MessageProposal = {
  message: StoredMessageContent
  /** RAW_BYTES: `message` is hex bytes that owners sign unhashed. */
  rawBytes?: boolean
  signature: Hex
  safeAppId: number | null
  origin: string | null
}

/**
 * Hashes the message for the Safe, checks the one signature is a current owner's (EOA, eth_sign or EIP-1271 on
 * chain) and stores message and signature. Proposing a message that exists only adds that owner's signature, so a
 * retried proposal is harmless; eth_sign where the chain's config accepts it on `face`. Returns the messageHash.
 */
export async function proposeMessage(
  { db, hashing }: Pick<GatewayContext, 'db' | 'hashing'>,
  chain: ChainRuntime,
  safeAddress: Address,
  proposal: MessageProposal,
  face: ApiFace,
): Promise<Hex> {
  const safe = await loadSafe(db, chain.chainId, safeAddress)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate messageHash: unknown Safe version')
  const { hash, preimage } = await safeMessageHash(
    hashing,
    chain.chainId,
    safe.address,
    version,
    proposal.message,
    proposal.rawBytes,
  )
  const signed = { safe: safe.address, hash, preimage, owners: safe.owners, version }
  const signatures = await verifySignatures(chain, signed, proposal.signature, face)
  const [proposer] = signatures
  if (signatures.length !== 1 || proposer === undefined) {
    throw invalidInput('Invalid signature: a message is proposed with exactly one signature')
  }
  const message = {
    safe: safe.address,
    messageHash: hash,
    content: proposal.message,
    rawBytes: proposal.rawBytes ?? false,
    proposedBy: proposer.owner,
  }
  const extra = { safeAppId: proposal.safeAppId, origin: proposal.origin }
  await messages.propose(db, chain.chainId, message, extra, signatures, Date.now())
  return hash
}
