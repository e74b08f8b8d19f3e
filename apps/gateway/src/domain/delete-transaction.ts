import { type Address, type Hex, recoverTypedDataAddress } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput, notFound } from '../errors.js'
import { bumpSafeVersion } from './bump-safe-version.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadMultisigRows } from './multisig-rows.js'

const DELETE_TYPES = {
  DeleteRequest: [
    { name: 'safeTxHash', type: 'bytes32' },
    { name: 'totp', type: 'uint256' },
  ],
} as const

/** The EIP-712 typed data a proposer signs to delete a queued transaction (as Safe's transaction service). */
export function deleteRequestTypedData(chainId: number, safe: Address, safeTxHash: Hex, totp: bigint) {
  return {
    domain: { name: 'Safe Transaction Service', version: '1.0', chainId, verifyingContract: safe },
    types: DELETE_TYPES,
    primaryType: 'DeleteRequest' as const,
    message: { safeTxHash, totp },
  }
}

/**
 * Deletes a queued transaction and its confirmations when `signature` is its proposer's over DeleteRequest with the
 * current or previous hourly totp (floor(now / 3600 s)); executed transactions stay.
 */
export async function deleteTransaction(db: Db, chain: ChainRuntime, safeTxHash: Hex, signature: Hex): Promise<void> {
  const [row] = await loadMultisigRows(db, chain.chainId, 'safe_tx_hash = $2', [safeTxHash])
  if (row === undefined) throw notFound(`Transaction ${safeTxHash} not found on chain ${chain.chainId}`)
  if (row.txHash !== null) throw invalidInput('Executed transactions cannot be deleted')
  if (row.proposer === null) throw invalidInput('Only proposed transactions can be deleted')
  const totp = BigInt(Math.floor(Date.now() / 3_600_000))
  let signedByProposer = false
  for (const period of [totp, totp - 1n]) {
    const typed = deleteRequestTypedData(Number(chain.chainId), row.safe as Address, safeTxHash, period)
    try {
      if ((await recoverTypedDataAddress({ ...typed, signature })) === row.proposer) signedByProposer = true
    } catch {
      throw invalidInput('Invalid signature: expected a 65-byte EIP-712 signature of the DeleteRequest')
    }
  }
  if (!signedByProposer) throw invalidInput('Invalid signature: only the proposer can delete, signing DeleteRequest')
  await db.transaction(async (q) => {
    await q.query('delete from confirmations where chain_id = $1 and safe_tx_hash = $2 and block_number is null', [
      chain.chainId,
      safeTxHash,
    ])
    await q.query('delete from multisig_transactions where chain_id = $1 and safe_tx_hash = $2 and tx_hash is null', [
      chain.chainId,
      safeTxHash,
    ])
    await bumpSafeVersion(q, chain.chainId, row.safe)
  })
}
