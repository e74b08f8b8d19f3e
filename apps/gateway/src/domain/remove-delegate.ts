import type { Address, Hex } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput, notFound } from '../errors.js'
import { isDelegateSignatureBy } from './delegate-signature.js'
import type { ChainRuntime } from './gateway-context.js'

/** Which delegation to remove and the signature that authorises it. */
export type DelegateRemoval = { safe: Address | null; delegate: Address; delegator: Address; signature: Hex }

/**
 * Removes the delegation of `delegate` by `delegator` (for `safe`, or the every-Safe one when null); signed over
 * Delegate(delegate, totp) by the delegator or by the delegate itself, as Safe's transaction service allows.
 */
export async function removeDelegate(db: Db, chain: ChainRuntime, removal: DelegateRemoval): Promise<void> {
  const chainId = Number(chain.chainId)
  const signed =
    (await isDelegateSignatureBy(chainId, removal.delegate, removal.signature, removal.delegator)) ||
    (await isDelegateSignatureBy(chainId, removal.delegate, removal.signature, removal.delegate))
  if (!signed) {
    throw invalidInput('Invalid signature: the delegator or the delegate must sign Delegate(delegateAddress, totp)')
  }
  const deleted = await db.query(
    `delete from delegates where chain_id = $1 and delegate = $2 and delegator = $3 and coalesce(safe, '') = $4
     returning id`,
    [chain.chainId, removal.delegate, removal.delegator, removal.safe ?? ''],
  )
  if (deleted.length === 0) throw notFound(`No delegate ${removal.delegate} of ${removal.delegator} to remove`)
}
