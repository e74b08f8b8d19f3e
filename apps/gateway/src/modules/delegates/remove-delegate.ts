import { chainIdNumber } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Db } from '../../db/db.js'
import { invalidInput, notFound } from '../../errors.js'
import { delegates } from './delegate-repository.js'
import { isDelegateSignatureBy } from './delegate-signature.js'
import { spendTotpSignature } from './spend-totp-signature.js'

/** Which delegation to remove and the signature that authorises it. */
export type DelegateRemoval = { safe: Address | null; delegate: Address; delegator: Address; signature: Hex }

/**
 * Removes the delegation of `delegate` by `delegator` (for `safe`, or the every-Safe one when null); signed over
 * Delegate(delegate, totp) by the delegator or by the delegate itself, as Safe's transaction service allows. Each
 * signature removes once, also one that added the delegate in the same hour (a replay is a 409); one that finds
 * nothing to remove stays unused.
 */
export async function removeDelegate(db: Db, chain: ChainRuntime, removal: DelegateRemoval): Promise<void> {
  const chainId = chainIdNumber(chain.chainId)
  const signed =
    (await isDelegateSignatureBy(chainId, removal.delegate, removal.signature, removal.delegator)) ||
    (await isDelegateSignatureBy(chainId, removal.delegate, removal.signature, removal.delegate))
  if (!signed) {
    throw invalidInput('Invalid signature: the delegator or the delegate must sign Delegate(delegateAddress, totp)')
  }
  await db.transaction(async (tx) => {
    await spendTotpSignature(tx, chain.chainId, 'remove-delegate', removal.signature)
    if (!(await delegates.remove(tx, chain.chainId, removal))) {
      throw notFound(`No delegate ${removal.delegate} of ${removal.delegator} to remove`)
    }
  })
}
