import { type AbiParameter, encodeFunctionData, type Hex } from 'viem'
import type { AbiInput, BatchTransaction } from './batch-file.js'

/** Methods the builder lists for a plain ETH transfer to a contract: no calldata. */
const NO_CALLDATA = new Set(['fallback', 'receive'])

/**
 * The calldata of a batch transaction: its `data` when given, else encoded from `contractMethod` and
 * `contractInputsValues` as Safe's Transaction Builder does (arrays and tuples as JSON, bools as "true"/"false").
 * Throws an Error that names the parameter it could not read.
 */
export function encodeContractCall(tx: BatchTransaction): Hex {
  if (tx.data) return tx.data as Hex
  const method = tx.contractMethod
  if (!method || NO_CALLDATA.has(method.name)) return '0x'
  const values = tx.contractInputsValues ?? {}
  const args = method.inputs.map((input) => {
    const raw = values[input.name]
    if (raw === undefined) throw new Error(`${method.name}: no value for the parameter "${input.name}"`)
    try {
      return toArgument(input, parseText(input.type, raw))
    } catch (cause) {
      throw new Error(`${method.name}: the parameter "${input.name}" (${input.type}) cannot be read: ${reason(cause)}`)
    }
  })
  const abi = [
    {
      type: 'function',
      name: method.name,
      inputs: method.inputs as AbiParameter[],
      outputs: [],
      stateMutability: method.payable ? 'payable' : 'nonpayable',
    },
  ] as const
  return encodeFunctionData({ abi, functionName: method.name, args })
}

function reason(cause: unknown): string {
  return cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause)
}

/** A value as typed in the builder: arrays and tuples are JSON (or a bare `[a,b]` list), the rest plain text. */
function parseText(type: string, text: string): unknown {
  const trimmed = text.trim()
  if (!type.endsWith(']') && type !== 'tuple') return trimmed
  try {
    return JSON.parse(trimmed)
  } catch {
    // The builder also takes unquoted lists such as [0xab…,0xcd…] for one-dimensional arrays.
    if (!/^\[.*\]$/s.test(trimmed)) throw new Error('expected a list in square brackets')
    const inner = trimmed.slice(1, -1).trim()
    return inner === '' ? [] : inner.split(',').map((part) => part.trim())
  }
}

/** Converts a parsed value to what viem encodes for `input`'s type (integers as bigint, bools from text). */
function toArgument(input: AbiInput, value: unknown): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(input.type)
  if (array) {
    if (!Array.isArray(value)) throw new Error('expected a list')
    const element = { ...input, type: array[1] ?? '' }
    return value.map((item) => toArgument(element, item))
  }
  if (input.type === 'tuple') return toTuple(input, value)
  if (/^u?int\d*$/.test(input.type)) return BigInt(String(value))
  if (input.type === 'bool') return value === true || String(value).toLowerCase() === 'true'
  return typeof value === 'string' ? value : String(value)
}

function toTuple(input: AbiInput, value: unknown): unknown[] {
  const components = input.components ?? []
  if (Array.isArray(value)) return components.map((c, i) => toArgument(c, value[i]))
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    return components.map((c) => toArgument(c, record[c.name]))
  }
  throw new Error('expected a tuple as a list or an object')
}
