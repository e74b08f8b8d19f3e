import { decodeEventLog, type Hex, isAddressEqual, parseAbi } from 'viem'

const setupEvent = parseAbi([
  'event SafeSetup(address indexed initiator, address[] owners, uint256 threshold, address initializer, address fallbackHandler)',
])

type RawLog = { address: Hex; data: Hex; topics: readonly Hex[] }

function decodeSetup(log: RawLog) {
  try {
    return decodeEventLog({ abi: setupEvent, data: log.data, topics: [...log.topics] as [Hex, ...Hex[]] }).args
  } catch {
    return null
  }
}

/** The owners and threshold a Safe was set up with, from the SafeSetup event of its creation transaction, or null. */
export function creationSetupOf(
  logs: readonly RawLog[],
  safe: string,
): { owners: readonly Hex[]; threshold: number } | null {
  for (const log of logs) {
    if (!isAddressEqual(log.address, safe as Hex)) continue
    const args = decodeSetup(log)
    if (args) return { owners: args.owners, threshold: Number(args.threshold) }
  }
  return null
}
