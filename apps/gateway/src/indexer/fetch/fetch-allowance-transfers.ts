import { ALLOWANCE_MODULE_ADDRESSES, allowanceModuleAbi } from '@concord/protocol'
import { decodeEventLog, encodeEventTopics, type Hex, pad } from 'viem'
import type { ChainReader } from './chain-reader.js'
import { checksummed } from './checksummed.js'
import type { ChainLog } from './raw-log.js'

/** topic0 of the AllowanceModule's ExecuteAllowanceTransfer(address indexed safe, …) (v0.1.0 and v0.1.1 alike). */
export const EXECUTE_ALLOWANCE_TRANSFER_TOPIC = encodeEventTopics({
  abi: allowanceModuleAbi,
  eventName: 'ExecuteAllowanceTransfer',
})[0] as Hex

// Only the canonical modules' logs count: any contract can emit the same event naming any Safe.
const MODULES: readonly Hex[] = Object.values(ALLOWANCE_MODULE_ADDRESSES).map((a) => a.toLowerCase() as Hex)

// eth_getLogs topic filters get unwieldy beyond this many addresses; larger sets are queried in chunks.
const ADDRESSES_PER_QUERY = 500

/** A spending-limit transfer: `delegate` (the beneficiary) sent `value` of `token` (zero address: native) to `to`. */
export type AllowanceTransfer = {
  module: string
  safe: string
  delegate: string
  token: string
  to: string
  value: bigint
  nonce: number
  log: ChainLog
}

/** An ExecuteAllowanceTransfer log of a canonical AllowanceModule, or null for anything else or malformed. */
export function decodeAllowanceTransfer(log: ChainLog): AllowanceTransfer | null {
  if (log.topics[0] !== EXECUTE_ALLOWANCE_TRANSFER_TOPIC || !MODULES.includes(log.address)) return null
  try {
    const { args } = decodeEventLog({
      abi: allowanceModuleAbi,
      eventName: 'ExecuteAllowanceTransfer',
      topics: log.topics as [Hex, ...Hex[]],
      data: log.data,
    })
    return {
      module: checksummed(log.address),
      safe: checksummed(args.safe),
      delegate: checksummed(args.delegate),
      token: checksummed(args.token),
      to: checksummed(args.to),
      value: args.value,
      nonce: args.nonce,
      log,
    }
  } catch {
    return null
  }
}

/** The spending-limit transfers the canonical AllowanceModules made for `safes` in [from, to], in chain order. */
export async function fetchAllowanceTransfers(
  reader: ChainReader,
  from: number,
  to: number,
  safes: ReadonlySet<string>,
): Promise<{ allowanceTransfers: AllowanceTransfer[]; logCount: number }> {
  const logs: ChainLog[] = []
  const safeList = [...safes]
  for (let i = 0; i < safeList.length; i += ADDRESSES_PER_QUERY) {
    const topics = safeList.slice(i, i + ADDRESSES_PER_QUERY).map((s) => pad(s.toLowerCase() as Hex))
    logs.push(...(await reader.logs(from, to, [EXECUTE_ALLOWANCE_TRANSFER_TOPIC, topics], [...MODULES])))
  }
  const allowanceTransfers = logs
    .map(decodeAllowanceTransfer)
    .filter((t) => t !== null)
    .sort((a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex)
  return { allowanceTransfers, logCount: logs.length }
}
