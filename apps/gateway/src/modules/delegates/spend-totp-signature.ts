import { concat, type Hex, keccak256, numberToHex, parseSignature } from 'viem'
import type { Queryable } from '../../db/db.js'
import { signatureUsed } from '../../errors.js'
import { usedSignatures } from './delegate-repository.js'

/**
 * What an hour-scoped signature is spent on. Adding and removing a delegate take the same Delegate(delegateAddress,
 * totp) signature, so within the hour a removal carries its addition's very bytes: as with Safe's transaction service,
 * the removal works (once), while a delegator's removal is never replayable as an addition of the delegate it just
 * removed, nor an addition replayable after the removal.
 */
export type TotpUse = 'add-delegate' | 'remove-delegate' | 'delete-transaction'

/** The message each use signs, and what each refused use tells its caller. */
const SIGNED: Record<TotpUse, { message: string; accepted: string }> = {
  'add-delegate': {
    message: 'Delegate(delegateAddress, totp)',
    accepted: 'adds a delegate once, and not at all once a removal used it',
  },
  'remove-delegate': {
    message: 'Delegate(delegateAddress, totp)',
    accepted: 'removes a delegate once',
  },
  'delete-transaction': { message: 'DeleteRequest(safeTxHash, totp)', accepted: 'is accepted once' },
}
const HOUR_MS = 3_600_000
// The order of secp256k1: (r, s) and (r, n - s) with the other parity are both valid, and anyone can turn one into
// the other, so a signature is remembered by r and the lower of the two s.
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The key of a 65-byte ECDSA signature that its malleated twin (and any v encoding) shares. */
function signatureKey(signature: Hex): Hex {
  const { r, s } = parseSignature(signature)
  const high = BigInt(s)
  const low = high > SECP256K1_N / 2n ? SECP256K1_N - high : high
  return keccak256(concat([r, numberToHex(low, { size: 32 })]))
}

/**
 * Accepts an hour-scoped signature (Safe's TOTP design: valid for the current and the previous hourly totp) for `use`
 * if it was not spent on it yet (see TotpUse): records it in `db` (the transaction of the write it authorises, so a
 * failed write leaves it unused) or refuses a replay with a 409 that says how to get a fresh one. Call it after the
 * signature was checked.
 */
export async function spendTotpSignature(
  db: Queryable,
  chainId: string,
  use: TotpUse,
  signature: Hex,
  now: number = Date.now(),
): Promise<void> {
  const totp = Math.floor(now / HOUR_MS)
  // A signature accepted now carries this hour's totp or the previous one: neither is valid after the next hour.
  const purpose = use === 'delete-transaction' ? use : 'delegate'
  const spent = { purpose, key: signatureKey(signature), expiresAt: (totp + 2) * HOUR_MS }
  const spend = use === 'remove-delegate' ? usedSignatures.spendForRemoval : usedSignatures.spend
  if (await spend(db, chainId, spent, now)) return
  const nextHour = new Date((totp + 1) * HOUR_MS).toISOString()
  const { message, accepted } = SIGNED[use]
  throw signatureUsed(
    `This signature was already used: a ${message} signature ${accepted}. Sign again with the current totp ` +
      `${totp} (floor(unix seconds / 3600)); if this one carries it already, sign with totp ${totp + 1} from ` +
      `${nextHour} on.`,
  )
}
