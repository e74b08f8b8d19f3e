import { buildSafeTransactionData } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput, notFound } from '../errors.js'
import { bumpSafeVersion } from './bump-safe-version.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'
import { loadMultisigRows } from './multisig-rows.js'
import { versionOfSingleton } from './read-safe-info.js'
import { safeTxPreimage } from './safe-tx-preimage.js'
import { storeConfirmations } from './store-confirmations.js'
import { verifySignatures } from './verify-signatures.js'

/**
 * Adds owner confirmations to a queued transaction (gateway-api.md §5.3 "Confirmations"): every signer must be a
 * current owner; an executed transaction, or one whose nonce the Safe has passed, is "Invalid nonce". A signature
 * already stored is a no-op, so retries and concurrent confirmations are safe.
 */
export async function confirmTransaction(db: Db, chain: ChainRuntime, safeTxHash: Hex, signature: Hex): Promise<void> {
  const [row] = await loadMultisigRows(db, chain.chainId, 'safe_tx_hash = $2', [safeTxHash])
  if (row === undefined)
    throw notFound(`Transaction ${safeTxHash} not found on chain ${chain.chainId}; propose it first`)
  const safe = await loadSafe(db, chain.chainId, row.safe)
  if (row.txHash !== null || row.nonce < safe.nonce) throw invalidInput('Invalid nonce')
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) throw invalidInput('Could not calculate safeTxHash')
  const preimage = safeTxPreimage(chain.chainId, safe.address as Address, version, buildSafeTransactionData(row))
  const signatures = await verifySignatures(
    chain,
    { safe: safe.address as Address, hash: safeTxHash, preimage, owners: safe.owners },
    signature,
  )
  const now = Date.now()
  await db.transaction(async (q) => {
    await storeConfirmations(q, chain.chainId, safeTxHash, signatures, now)
    await q.query(
      'update multisig_transactions set trusted = true, modified = $3 where chain_id = $1 and safe_tx_hash = $2',
      [chain.chainId, safeTxHash, now],
    )
    await bumpSafeVersion(q, chain.chainId, safe.address)
  })
}
