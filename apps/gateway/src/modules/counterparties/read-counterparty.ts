import type { Counterparty } from '@concord/gateway-schema'
import { LOOK_ALIKE_PREFIX, LOOK_ALIKE_SUFFIX, looksAlike, minimalProxyTarget } from '@concord/protocol'
import { type Address, getAddress } from 'viem'
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
      ? {
          firstSeenBlock: history.firstSeenBlock,
          isToken: history.isToken,
          calledCount: history.calledCount,
          implementation: implementationOf(code),
        }
      : null,
    // The SQL narrows by the same ends; the protocol's rule has the last word.
    lookAlikes: known.filter((k) => looksAlike(address, k.address)),
  }
}

// A module instance is a minimal proxy of its mastercopy: the known-vulnerable list names mastercopies.
function implementationOf(code: string | undefined): Address | null {
  const target = code === undefined ? null : minimalProxyTarget(code)
  return target === null ? null : getAddress(target)
}
