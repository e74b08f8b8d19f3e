import { isOwner } from '@concord/protocol'
import type { SafeState } from '../../safes/index.js'
import type { MultisigRow } from '../store/transaction-rows.js'

type Confirmation = MultisigRow['confirmations'][number]

/**
 * The confirmations that count: all of an executed transaction (the chain accepted them), else only those whose
 * signer is an owner now. An owner removed after confirming no longer counts, and its signature would make an
 * execution revert (GS026), so it is listed apart (`removedOwnerConfirmations`).
 */
export function countedConfirmations(row: MultisigRow, safe: SafeState): Confirmation[] {
  if (row.txHash !== null) return row.confirmations
  return row.confirmations.filter((c) => isOwner(safe.owners, c.owner))
}

/** The confirmations of a transaction not executed yet whose signer is no longer an owner. */
export function removedOwnerConfirmations(row: MultisigRow, safe: SafeState): Confirmation[] {
  if (row.txHash !== null) return []
  return row.confirmations.filter((c) => !isOwner(safe.owners, c.owner))
}
