import type { Hex } from 'viem'
import { mapLimit } from '../../util/map-limit.js'
import type { ChainReader, TxFacts } from './chain-reader.js'

// From this many wanted transactions in one block on, reading the whole block (2 calls) beats 2 calls per transaction.
const WHOLE_BLOCK_FROM = 3

/**
 * The facts of the wanted transactions (hash → its block): blocks holding several of them are read whole, the rest
 * transaction by transaction (also when the node lacks eth_getBlockReceipts, or a block is not the one we saw).
 */
export async function fetchTxFacts(reader: ChainReader, wanted: ReadonlyMap<Hex, number>): Promise<Map<Hex, TxFacts>> {
  const byBlock = new Map<number, Hex[]>()
  for (const [hash, block] of wanted) byBlock.set(block, [...(byBlock.get(block) ?? []), hash])
  const out = new Map<Hex, TxFacts>()
  const single: Hex[] = []
  const dense = [...byBlock].filter(([, hashes]) => hashes.length >= WHOLE_BLOCK_FROM)
  for (const [, hashes] of byBlock) if (hashes.length < WHOLE_BLOCK_FROM) single.push(...hashes)
  const blocks = await mapLimit(dense, reader.maxInFlight, async ([block]) => reader.blockTxFacts(block))
  for (const [index, [, hashes]] of dense.entries()) {
    const facts = blocks[index]
    for (const hash of hashes) {
      const found = facts?.get(hash.toLowerCase() as Hex)
      if (found === undefined) single.push(hash)
      else out.set(hash, { ...found, hash })
    }
  }
  for (const [hash, facts] of await reader.txFacts(single)) out.set(hash, facts)
  return out
}
