import { type Hex, pad } from 'viem'
import type { ChainReader } from './chain-reader.js'
import { checksummed } from './checksummed.js'
import type { ChainLog } from './raw-log.js'

/** topic0 of ERC-20 Approval(address indexed owner, address indexed spender, uint256 value) (ERC-721's too). */
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'

/** topic0 of ApprovalForAll(address indexed owner, address indexed operator, bool approved) (ERC-721, ERC-1155). */
export const APPROVAL_FOR_ALL_TOPIC = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31'

/**
 * An approval a Safe gave: an ERC-20 Approval (`spender` may take `value` of the Safe's tokens) or an ApprovalForAll
 * (`spender` may move every NFT of the collection while `value` is 1; 0 withdraws it).
 */
export type TokenApproval = {
  kind: 'ERC20' | 'ERC721_ALL'
  token: string
  safe: string
  spender: string
  value: bigint
  log: ChainLog
}

// eth_getLogs topic filters get unwieldy beyond this many addresses; larger sets are queried in chunks.
const ADDRESSES_PER_QUERY = 500

/**
 * An ERC-20 Approval log (3 topics, one data word) or an ApprovalForAll log (3 topics, a bool word); null for ERC-721's
 * single-token Approval (4 topics: it is cleared when the token moves) and anything malformed.
 */
export function decodeTokenApproval(log: ChainLog): TokenApproval | null {
  const kind =
    log.topics[0] === APPROVAL_TOPIC ? 'ERC20' : log.topics[0] === APPROVAL_FOR_ALL_TOPIC ? 'ERC721_ALL' : null
  if (kind === null || log.topics.length !== 3 || log.data.length !== 66) return null
  const [, owner, spender] = log.topics
  if (owner?.length !== 66 || spender?.length !== 66) return null
  return {
    kind,
    token: checksummed(log.address),
    safe: checksummed(`0x${owner.slice(26)}`),
    spender: checksummed(`0x${spender.slice(26)}`),
    value: BigInt(log.data),
    log,
  }
}

/** The ERC-20 approvals and ApprovalForAlls `safes` gave in [from, to] (owner = the Safe), in chain order. */
export async function fetchTokenApprovals(
  reader: ChainReader,
  from: number,
  to: number,
  safes: ReadonlySet<string>,
): Promise<{ approvals: TokenApproval[]; logCount: number }> {
  const logs: ChainLog[] = []
  const safeList = [...safes]
  for (let i = 0; i < safeList.length; i += ADDRESSES_PER_QUERY) {
    const topics = safeList.slice(i, i + ADDRESSES_PER_QUERY).map((s) => pad(s.toLowerCase() as Hex))
    logs.push(...(await reader.logs(from, to, [[APPROVAL_TOPIC, APPROVAL_FOR_ALL_TOPIC], topics])))
  }
  const approvals = logs
    .map(decodeTokenApproval)
    .filter((a) => a !== null)
    .sort((a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex)
  return { approvals, logCount: logs.length }
}
