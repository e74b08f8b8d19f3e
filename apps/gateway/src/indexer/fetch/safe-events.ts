import { safeAbisByVersion, safeMigrationAbi } from '@concord/protocol'
import { type Abi, type AbiEvent, decodeEventLog, toEventSelector } from 'viem'
import { checksummed } from './checksummed.js'
import type { ChainLog } from './raw-log.js'

const eventsOf = (abi: Abi): AbiEvent[] => abi.filter((item): item is AbiEvent => item.type === 'event')

// The same event is indexed differently across versions (1.4.1 indexes addresses 1.3.0 and older leave in the data),
// so each topic0 has a variant per layout. Every version's Safe, SafeL2 and factory events, one variant per layout.
const layout = (event: AbiEvent) => `${toEventSelector(event)}:${event.inputs.map((i) => Number(i.indexed ?? false))}`
const VARIANTS = new Map<string, AbiEvent[]>()
const seen = new Set<string>()
const versionEvents = Object.values(safeAbisByVersion).flatMap((abis) =>
  ['Safe', 'SafeL2', 'SafeProxyFactory'].flatMap((role) => {
    const abi = (abis as Partial<Record<string, Abi>>)[role]
    return abi === undefined ? [] : eventsOf(abi)
  }),
)
for (const event of [
  ...versionEvents,
  // Emitted from the Safe's own address when it delegate-calls SafeMigration (1.3.0 → 1.4.1 upgrade).
  ...eventsOf(safeMigrationAbi as Abi).filter((e) => e.name === 'ChangedMasterCopy'),
]) {
  if (seen.has(layout(event))) continue
  seen.add(layout(event))
  const topic = toEventSelector(event)
  const list = VARIANTS.get(topic) ?? []
  list.push(event)
  VARIANTS.set(topic, list)
}

// Argument names that differ across versions, renamed to the ones the handlers read.
const RENAMED: Record<string, Record<string, string>> = { ChangedMasterCopy: { masterCopy: 'singleton' } }
// 1.0.0 reports a failed execution as ExecutionFailed(txHash), without the payment later versions add.
const RENAMED_EVENTS: Record<string, { name: string; args: Record<string, unknown> }> = {
  ExecutionFailed: { name: 'ExecutionFailure', args: { payment: 0n } },
}

/** topic0 of every Safe / proxy factory event the indexer reads. */
export const SAFE_EVENT_TOPICS = [...VARIANTS.keys()] as `0x${string}`[]

/** topic0 of ERC-20 / ERC-721 Transfer(address,address,uint256). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A decoded Safe-related event: its name and arguments (addresses checksummed, numbers bigint). */
export type SafeEvent = { name: string; args: Record<string, unknown>; log: ChainLog }

const indexedCount = (event: AbiEvent) => event.inputs.filter((input) => input.indexed === true).length

/** Decodes a Safe/factory log with whichever ABI variant fits its topic layout; null when none does. */
export function decodeSafeEvent(log: ChainLog): SafeEvent | null {
  const topic0 = log.topics[0]
  if (topic0 === undefined) return null
  const variants = VARIANTS.get(topic0) ?? []
  // Try the variant whose indexed parameters match the topic count first (a failed decode throws, which is slow).
  const ordered = [
    ...variants.filter((e) => indexedCount(e) === log.topics.length - 1),
    ...variants.filter((e) => indexedCount(e) !== log.topics.length - 1),
  ]
  for (const event of ordered) {
    try {
      const decoded = decodeEventLog({ abi: [event], data: log.data, topics: log.topics as [`0x${string}`] })
      const args: Record<string, unknown> = {}
      for (const [key, value] of Object.entries((decoded.args ?? {}) as Record<string, unknown>)) {
        args[key] = typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value) ? checksummed(value) : value
      }
      return { ...renamed(decoded.eventName as string, args), log }
    } catch {
      // Wrong variant for this topic layout: try the other version's ABI.
    }
  }
  return null
}

/** The event under the name and argument names the handlers read, whatever the version called them. */
function renamed(name: string, args: Record<string, unknown>): { name: string; args: Record<string, unknown> } {
  for (const [from, to] of Object.entries(RENAMED[name] ?? {})) {
    if (from in args) {
      args[to] = args[from]
      delete args[from]
    }
  }
  const other = RENAMED_EVENTS[name]
  return other === undefined ? { name, args } : { name: other.name, args: { ...other.args, ...args } }
}

/** A decoded token Transfer log: ERC-20 when 3 topics + 32-byte data, ERC-721 when 4 topics. */
export type TokenTransfer = {
  tokenType: 'ERC20' | 'ERC721'
  token: `0x${string}`
  from: `0x${string}`
  to: `0x${string}`
  value: bigint
  log: ChainLog
}

/** Decodes a Transfer log by its topic layout; null for anything else (e.g. malformed tokens). */
export function decodeTokenTransfer(log: ChainLog): TokenTransfer | null {
  if (log.topics[0] !== TRANSFER_TOPIC) return null
  const word = (hex: string | undefined) => (hex === undefined ? null : BigInt(hex))
  const topicAddress = (hex: string | undefined) =>
    hex === undefined || hex.length !== 66 ? null : (checksummed(`0x${hex.slice(26)}`) as `0x${string}`)
  const from = topicAddress(log.topics[1])
  const to = topicAddress(log.topics[2])
  if (from === null || to === null) return null
  const token = checksummed(log.address) as `0x${string}`
  if (log.topics.length === 3 && log.data.length === 66) {
    return { tokenType: 'ERC20', token, from, to, value: BigInt(log.data), log }
  }
  if (log.topics.length === 4 && log.data === '0x') {
    const id = word(log.topics[3])
    return id === null ? null : { tokenType: 'ERC721', token, from, to, value: id, log }
  }
  return null
}
