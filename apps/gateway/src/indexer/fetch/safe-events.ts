import {
  proxyCreationEventAbi_1_3_0,
  proxyCreationEventAbi_1_4_1,
  safeL2Abi,
  safeL2Abi_1_3_0,
  safeMigrationAbi,
} from '@concord/protocol'
import { type Abi, type AbiEvent, decodeEventLog, toEventSelector } from 'viem'
import { checksummed } from './checksummed.js'
import type { ChainLog } from './raw-log.js'

const eventsOf = (abi: Abi): AbiEvent[] => abi.filter((item): item is AbiEvent => item.type === 'event')

// 1.3.0 and 1.4.1 share topic0s but index different parameters, so each topic0 has up to two variants to try.
const VARIANTS = new Map<string, AbiEvent[]>()
for (const event of [
  ...eventsOf(safeL2Abi as Abi),
  ...eventsOf(safeL2Abi_1_3_0 as Abi),
  proxyCreationEventAbi_1_4_1 as AbiEvent,
  proxyCreationEventAbi_1_3_0 as AbiEvent,
  // Emitted from the Safe's own address when it delegate-calls SafeMigration (1.3.0 → 1.4.1 upgrade).
  ...eventsOf(safeMigrationAbi as Abi).filter((e) => e.name === 'ChangedMasterCopy'),
]) {
  const topic = toEventSelector(event)
  const list = VARIANTS.get(topic) ?? []
  list.push(event)
  VARIANTS.set(topic, list)
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
      return { name: decoded.eventName as string, args, log }
    } catch {
      // Wrong variant for this topic layout: try the other version's ABI.
    }
  }
  return null
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
