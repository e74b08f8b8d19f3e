import { type Address, type Hex, recoverTypedDataAddress } from 'viem'
import type { Db, Queryable } from '../../../db/db.js'
import { invalidInput, notFound } from '../../../errors.js'
import { spendTotpSignature } from '../../delegates/index.js'
import { multisig } from '../store/multisig-repository.js'
import type { MultisigRow } from '../store/transaction-rows.js'

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

/** Whether `signature` is the proposer's over DeleteRequest with the current or the previous hourly totp. */
async function signedByProposer(
  chainId: string,
  row: MultisigRow,
  signature: Hex,
  proposer: Address,
): Promise<boolean> {
  const totp = BigInt(Math.floor(Date.now() / 3_600_000))
  let signed = false
  for (const period of [totp, totp - 1n]) {
    const typed = deleteRequestTypedData(Number(chainId), row.safe, row.safeTxHash, period)
    try {
      if ((await recoverTypedDataAddress({ ...typed, signature })) === proposer) signed = true
    } catch {
      throw invalidInput('Invalid signature: expected a 65-byte EIP-712 signature of the DeleteRequest')
    }
  }
  return signed
}

/**
 * Deletes a queued transaction and its confirmations when `signature` is its proposer's over DeleteRequest with the
 * current or previous hourly totp (floor(now / 3600 s)); executed transactions stay. The signature is accepted once,
 * spent in the same database transaction as the delete.
 */
export async function deleteTransaction(
  db: Db,
  chain: { chainId: string },
  safeTxHash: Hex,
  signature: Hex,
): Promise<void> {
  const row = await multisig.byHash(db, chain.chainId, safeTxHash)
  if (row === null) throw notFound(`Transaction ${safeTxHash} not found on chain ${chain.chainId}`)
  if (row.txHash !== null) throw invalidInput('Executed transactions cannot be deleted')
  if (row.proposer === null) throw invalidInput('Only a proposal an owner has signed can be deleted, by its proposer')
  if (!(await signedByProposer(chain.chainId, row, signature, row.proposer))) {
    throw invalidInput('Invalid signature: only the proposer can delete, signing DeleteRequest')
  }
  // The signature is spent in the delete's own transaction: a delete that fails leaves it unused.
  const spend = (q: Queryable) => spendTotpSignature(q, chain.chainId, 'delete-transaction', signature)
  if (!(await multisig.deleteQueued(db, chain.chainId, row, spend))) {
    throw notFound(
      `Transaction ${safeTxHash} is no longer queued on chain ${chain.chainId}: executed or deleted meanwhile`,
    )
  }
}
