import type { Address, BlockTag } from 'viem'

/** Which Safe to read, at which block: a number, a tag (not `pending`: it has no number to pin), or the latest. */
export type SafeReadParameters = { address: Address } & (
  | { blockNumber?: bigint; blockTag?: never }
  | { blockNumber?: never; blockTag?: Exclude<BlockTag, 'pending'> }
)

/** The block part of `parameters` as viem's call options take it (nothing: the node's latest). */
export function blockOf(parameters: SafeReadParameters): { blockNumber: bigint } | { blockTag: BlockTag } | object {
  if (parameters.blockNumber !== undefined) return { blockNumber: parameters.blockNumber }
  if (parameters.blockTag !== undefined) return { blockTag: parameters.blockTag }
  return {}
}
