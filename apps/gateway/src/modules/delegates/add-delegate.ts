import { chainIdNumber, isOwner } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Db, Queryable } from '../../db/db.js'
import { invalidInput } from '../../errors.js'
import { loadSafe, ownsAnySafe } from '../safes/index.js'
import { delegates } from './delegate-repository.js'
import { isDelegateSignatureBy } from './delegate-signature.js'
import { spendTotpSignature } from './spend-totp-signature.js'

/** A delegate registration as the API receives it, addresses checksummed. */
export type NewDelegate = { safe: Address | null; delegate: Address; delegator: Address; signature: Hex; label: string }

/** Refuses a delegator who does not own `safe` (or, for every Safe, owns none). */
async function checkDelegator(db: Queryable, chain: ChainRuntime, input: NewDelegate): Promise<void> {
  if (input.safe === null) {
    if (!(await ownsAnySafe(db, chain.chainId, input.delegator))) {
      throw invalidInput(`Delegator ${input.delegator} owns no Safe on chain ${chain.chainId}`)
    }
    return
  }
  const safe = await loadSafe(db, chain.chainId, input.safe)
  if (!isOwner(safe.owners, input.delegator)) {
    throw invalidInput(`Delegator ${input.delegator} is not an owner of Safe ${input.safe}`)
  }
}

/**
 * Registers (or relabels) `delegate` as a proposer for `delegator`: on one Safe the delegator currently owns, or on
 * every Safe it owns when `safe` is null. The delegator must sign Delegate(delegate, totp) (see delegate-signature),
 * and each such signature adds once, and never after it removed (a replay is a 409).
 */
export async function addDelegate(db: Db, chain: ChainRuntime, input: NewDelegate): Promise<void> {
  await checkDelegator(db, chain, input)
  if (input.delegate === input.delegator) throw invalidInput('A delegator cannot be its own delegate')
  if (!(await isDelegateSignatureBy(chainIdNumber(chain.chainId), input.delegate, input.signature, input.delegator))) {
    throw invalidInput('Invalid signature: the delegator must sign Delegate(delegateAddress, totp) for this hour')
  }
  await db.transaction(async (tx) => {
    await spendTotpSignature(tx, chain.chainId, 'add-delegate', input.signature)
    await delegates.upsert(tx, chain.chainId, input, Date.now())
  })
}
