import { buildSafeTransactionData } from '@concord/protocol'
import type { Hex } from 'viem'
import type { ChainRuntime, GatewayContext } from '../../../context/gateway-context.js'
import { invalidInput, notFound } from '../../../errors.js'
import {
  type ApiFace,
  loadSafeOrSetup,
  type SafeState,
  verifySignatures,
  versionOfSingleton,
} from '../../safes/index.js'
import { multisig } from '../store/multisig-repository.js'
import type { MultisigRow } from '../store/transaction-rows.js'

/** A stored confirmation: the transaction as read before it was confirmed, and its Safe as the signers were checked against. */
export type Confirmed = { before: MultisigRow; safe: SafeState }

/**
 * Adds owner confirmations to a queued transaction (gateway-api.md §5.3 "Confirmations"): every signer must be a
 * current owner; an executed transaction, or one whose nonce the Safe has passed, is "Invalid nonce". A signature
 * already stored is a no-op, so retries and concurrent confirmations are safe. The first signer of a transaction
 * proposed unsigned becomes its proposer. eth_sign parts are taken where the chain's config accepts them on `face`.
 * Returns what it read, so callers need not read the transaction's Safe again.
 */
export async function confirmTransaction(
  { db, hashing }: Pick<GatewayContext, 'db' | 'hashing'>,
  chain: ChainRuntime,
  safeTxHash: Hex,
  signature: Hex,
  face: ApiFace,
): Promise<Confirmed> {
  const row = await multisig.byHash(db, chain.chainId, safeTxHash)
  if (row === null) throw notFound(`Transaction ${safeTxHash} not found on chain ${chain.chainId}; propose it first`)
  const safe = await loadSafeOrSetup(db, chain.chainId, row.safe)
  if (row.txHash !== null || row.nonce < safe.nonce) throw invalidInput('Invalid nonce')
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate safeTxHash')
  // The preimage (for a contract owner's legacy EIP-1271) is hashed over the stored calldata: off the event loop.
  const tx = buildSafeTransactionData(row)
  const { preimage } = await hashing.safeTx({ chainId: chain.chainId, safe: safe.address, version, tx })
  const signed = { safe: safe.address, hash: safeTxHash, preimage, owners: safe.owners, version }
  const signatures = await verifySignatures(chain, signed, signature, face)
  const [first] = signatures
  if (first === undefined) throw invalidInput('Invalid signature: the signature is empty')
  await multisig.confirm(db, chain.chainId, row, { signatures, signer: first.owner }, Date.now())
  return { before: row, safe }
}
