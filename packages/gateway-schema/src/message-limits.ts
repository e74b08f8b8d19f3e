/**
 * Bounds on what a Safe message may carry. The gateway hashes a message on its event loop before it can tell who
 * signed it (viem and noble's JavaScript keccak), so these bound the dearest accepted message: a few ms on an idle
 * core, 30 ms measured on the shared 2-core VM under load (bench/gateway/stall.ts, bench/RESULTS.md). Real messages
 * are far smaller: SIWE texts of a few hundred characters; Permit2, Seaport, CoW or Snapshot typed data of a few dozen
 * values. Every refusal names the limit it hit.
 */
export const MESSAGE_LIMITS = {
  /** Characters of an EIP-191 text message. */
  maxTextLength: 16_384,
  /** Nesting of structs and arrays in typed data's `message` or `domain` (the object itself is level 1). */
  maxTypedDataDepth: 8,
  /** Structs, arrays and leaf values in typed data's `message` (or `domain`), counted together. */
  maxTypedDataValues: 256,
  /** Items of one array in typed data. */
  maxTypedDataArrayLength: 128,
  /** Characters of all strings in typed data's `message` and `domain` together (text, numbers, bytes as hex). */
  maxTypedDataChars: 32_768,
  /** Struct types in typed data's `types`, EIP712Domain included. */
  maxTypedDataTypes: 32,
  /** Fields over all struct types in typed data's `types`. */
  maxTypedDataFields: 256,
} as const

/** The name of one message limit. */
export type MessageLimit = keyof typeof MESSAGE_LIMITS

/** The text of a refusal for `limit`: what was found, the limit by name and value, and what to do. */
export function messageLimitRefusal(limit: MessageLimit, found: string): string {
  return `Message too large: ${found} (limit ${limit} = ${MESSAGE_LIMITS[limit]}); sign a smaller message`
}

/** The children of a struct or array value, with their paths (none for a leaf). */
function childrenOf(value: unknown, path: string): [unknown, string][] {
  if (Array.isArray(value)) return value.map((item, index) => [item, `${path}[${index}]`])
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).map(([key, item]) => [item, `${path}.${key.slice(0, 40)}`])
  }
  return []
}

/** A running count of what a walk has seen so far. */
type Seen = { values: number; chars: number }

/** What one value breaks given what was seen before it, or null. */
function valueRefusal(value: unknown, path: string, depth: number, seen: Seen): string | null {
  if (seen.values > MESSAGE_LIMITS.maxTypedDataValues) {
    return messageLimitRefusal('maxTypedDataValues', `more than ${MESSAGE_LIMITS.maxTypedDataValues} values`)
  }
  if (depth > MESSAGE_LIMITS.maxTypedDataDepth) {
    return messageLimitRefusal('maxTypedDataDepth', `nesting deeper than ${depth - 1} levels at ${path}`)
  }
  if (Array.isArray(value) && value.length > MESSAGE_LIMITS.maxTypedDataArrayLength) {
    return messageLimitRefusal('maxTypedDataArrayLength', `an array of ${value.length} items at ${path}`)
  }
  if (seen.chars > MESSAGE_LIMITS.maxTypedDataChars) {
    return messageLimitRefusal('maxTypedDataChars', `more than ${MESSAGE_LIMITS.maxTypedDataChars} characters`)
  }
  return null
}

/**
 * Why typed data's `message` and `domain` are over the limits together, or null. The walk is iterative and stops at
 * the first limit it hits, so it costs at most `maxTypedDataValues` steps whatever the input (and deep nesting cannot
 * overflow the stack).
 */
export function typedDataValuesRefusal(parts: Record<string, unknown>): string | null {
  const pending: [unknown, string, number][] = Object.entries(parts).map(([name, value]) => [value, name, 1])
  const seen: Seen = { values: 0, chars: 0 }
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path, depth] = next
    seen.values++
    if (typeof value === 'string') seen.chars += value.length
    const refused = valueRefusal(value, path, depth, seen)
    if (refused !== null) return refused
    for (const [child, childPath] of childrenOf(value, path)) pending.push([child, childPath, depth + 1])
  }
  return null
}

/** Why typed data's `types` are over the limits, or null. */
export function typedDataTypesRefusal(types: Record<string, readonly unknown[]>): string | null {
  const names = Object.keys(types)
  if (names.length > MESSAGE_LIMITS.maxTypedDataTypes) {
    return messageLimitRefusal('maxTypedDataTypes', `${names.length} struct types`)
  }
  const fields = names.reduce((sum, name) => sum + (types[name]?.length ?? 0), 0)
  if (fields > MESSAGE_LIMITS.maxTypedDataFields) {
    return messageLimitRefusal('maxTypedDataFields', `${fields} fields over all types`)
  }
  return null
}
