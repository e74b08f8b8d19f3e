import type { Address, Hex } from 'viem'
import type { ChainRuntime, GatewayContext } from '../../context/gateway-context.js'
import { invalidInput, notFound } from '../../errors.js'
import { type ApiFace, loadSafe, verifySignatures, versionOfSingleton } from '../safes/index.js'
import { messages } from './message-repository.js'
import { safeMessageHash } from './safe-message-hash.js'

/**
 * Adds one owner's signature to a stored message (gateway-api.md §7 "Confirm"). The hash is recomputed from the
 * stored content so a contract owner's legacy EIP-1271 check gets the right preimage; the same owner again is a no-op.
 * eth_sign is taken where the chain's config accepts it on `face`. Returns the Safe's address.
 */
export async function confirmMessage(
  { db, hashing }: Pick<GatewayContext, 'db' | 'hashing'>,
  chain: ChainRuntime,
  messageHash: Hex,
  signature: Hex,
  face: ApiFace,
): Promise<Address> {
  const row = await messages.byHash(db, chain.chainId, messageHash)
  if (row === null) throw notFound(`Message ${messageHash} not found on chain ${chain.chainId}; propose it first`)
  const safe = await loadSafe(db, chain.chainId, row.safe)
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate messageHash: unknown Safe version')
  const { preimage } = await safeMessageHash(hashing, chain.chainId, safe.address, version, row.message, row.rawBytes)
  const signed = { safe: safe.address, hash: messageHash, preimage, owners: safe.owners, version }
  const signatures = await verifySignatures(chain, signed, signature, face)
  if (signatures.length !== 1) throw invalidInput('Invalid signature: confirm a message with exactly one signature')
  await messages.addSignatures(db, chain.chainId, row, signatures, Date.now())
  return safe.address
}
