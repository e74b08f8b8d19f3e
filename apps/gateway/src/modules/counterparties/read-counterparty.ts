import type { Counterparty } from '@concord/gateway-schema'
import { LOOK_ALIKE_PREFIX, LOOK_ALIKE_SUFFIX, looksAlike } from '@concord/protocol'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { counterparties } from './counterparty-repository.js'

/**
 * A Safe's history with one recipient, from the index (payments, receipts, calls, the addresses it looks like) and
 * the chain (whether it has code): what the review shows next to a recipient before anyone signs.
 */
export async function readCounterparty(
  db: Queryable,
  chain: ChainRuntime,
  safe: Address,
  address: Address,
): Promise<Counterparty> {
  const hex = address.slice(2).toLowerCase()
  const [history, known, code] = await Promise.all([
    counterparties.history(db, chain.chainId, safe, address),
    counterparties.knownWithEnds(db, chain.chainId, safe, {
      prefix: hex.slice(0, LOOK_ALIKE_PREFIX),
      suffix: hex.slice(-LOOK_ALIKE_SUFFIX),
      except: address,
    }),
    chain.client.getCode({ address }),
  ])
  const hasCode = code !== undefined && code !== '0x'
  return {
    address,
    paidCount: history.paidCount,
    lastPaidAt: history.lastPaidAt,
    receivedCount: history.receivedCount,
    contract: hasCode
      ? { firstSeenBlock: history.firstSeenBlock, isToken: history.isToken, calledCount: history.calledCount }
      : null,
    // The SQL narrows by the same ends; the protocol's rule has the last word.
    lookAlikes: known.filter((k) => looksAlike(address, k.address)),
  }
}
