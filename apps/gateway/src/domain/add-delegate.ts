import type { Address, Hex } from 'viem'
import type { Db } from '../db/db.js'
import { invalidInput } from '../errors.js'
import { isDelegateSignatureBy } from './delegate-signature.js'
import type { ChainRuntime } from './gateway-context.js'
import { loadSafe } from './load-safe.js'

/** A delegate registration as the API receives it, addresses checksummed. */
export type NewDelegate = { safe: Address | null; delegate: Address; delegator: Address; signature: Hex; label: string }

/**
 * Registers (or relabels) `delegate` as a proposer for `delegator`: on one Safe the delegator currently owns, or on
 * every Safe it owns when `safe` is null. The delegator must sign Delegate(delegate, totp) (see delegate-signature).
 */
export async function addDelegate(db: Db, chain: ChainRuntime, input: NewDelegate): Promise<void> {
  if (input.safe !== null) {
    const safe = await loadSafe(db, chain.chainId, input.safe)
    if (!safe.owners.includes(input.delegator)) {
      throw invalidInput(`Delegator ${input.delegator} is not an owner of Safe ${input.safe}`)
    }
  } else {
    const owned = await db.query('select 1 from safe_owners where chain_id = $1 and owner = $2 limit 1', [
      chain.chainId,
      input.delegator,
    ])
    if (owned.length === 0) throw invalidInput(`Delegator ${input.delegator} owns no Safe on chain ${chain.chainId}`)
  }
  if (input.delegate === input.delegator) throw invalidInput('A delegator cannot be its own delegate')
  if (!(await isDelegateSignatureBy(Number(chain.chainId), input.delegate, input.signature, input.delegator))) {
    throw invalidInput('Invalid signature: the delegator must sign Delegate(delegateAddress, totp) for this hour')
  }
  const now = Date.now()
  await db.query(
    `insert into delegates (chain_id, safe, delegate, delegator, label, created) values ($1, $2, $3, $4, $5, $6)
     on conflict (chain_id, delegate, delegator, coalesce(safe, '')) do update set label = excluded.label`,
    [chain.chainId, input.safe, input.delegate, input.delegator, input.label, now],
  )
}
