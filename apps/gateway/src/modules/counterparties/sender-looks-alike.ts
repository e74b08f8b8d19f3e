import { LOOK_ALIKE_PREFIX, LOOK_ALIKE_SUFFIX, looksAlike } from '@concord/protocol'
import type { Queryable } from '../../db/db.js'
import { counterparties } from './counterparty-repository.js'

/**
 * Whether `from` looks like (but is not) an owner of `safe` or an address it paid or called: the mark of an
 * address-poisoning transfer, which alerts and notifications must not advertise.
 */
export async function senderLooksAlike(q: Queryable, chainId: string, safe: string, from: string): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(from)) return false
  const hex = from.slice(2).toLowerCase()
  const ends = { prefix: hex.slice(0, LOOK_ALIKE_PREFIX), suffix: hex.slice(-LOOK_ALIKE_SUFFIX), except: from }
  const known = await counterparties.knownWithEnds(q, chainId, safe, ends)
  return known.some((k) => looksAlike(from, k.address))
}
