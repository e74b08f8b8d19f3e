import { type AbiParameter, isHex, size } from 'viem'
import { validateAddress } from '../shared/validateAddress'

/** A typed argument, checked: the value viem encodes, or what is wrong with it in words. */
export type ValueCheck = { ok: true; value: unknown } | { ok: false; error: string }

type Param = Pick<AbiParameter, 'type'> & { components?: readonly AbiParameter[] }

const fail = (error: string): ValueCheck => ({ ok: false, error })

/**
 * Parses what the user typed for one ABI parameter: address, bool, uint/int (range-checked), bytes and bytesN,
 * string; arrays and tuples as JSON (a tuple as an object by component name, or an array in order).
 */
export function parseAbiValue(param: Param, typed: string): ValueCheck {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type)
  if (array || param.type === 'tuple') {
    let json: unknown
    try {
      json = JSON.parse(typed)
    } catch {
      return fail(array ? 'Enter a JSON array, e.g. ["0x…", "0x…"] or [1, 2].' : 'Enter a JSON object or array.')
    }
    return parseJsonValue(param, json)
  }
  return parseScalar(param.type, typed)
}

function parseJsonValue(param: Param, json: unknown): ValueCheck {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type)
  if (array) return parseJsonArray(param, array[1] ?? '', array[2] ?? '', json)
  if (param.type === 'tuple') return parseJsonTuple(param.components ?? [], json)
  if (typeof json === 'string') return parseScalar(param.type, json)
  if (typeof json === 'number' || typeof json === 'boolean') return parseScalar(param.type, String(json))
  return fail(`Enter a ${param.type} value.`)
}

function parseJsonArray(param: Param, inner: string, length: string, json: unknown): ValueCheck {
  if (!Array.isArray(json)) return fail(`Enter a JSON array of ${inner}.`)
  if (length && json.length !== Number(length)) return fail(`Enter exactly ${length} items (${json.length} given).`)
  const values: unknown[] = []
  for (const [i, item] of json.entries()) {
    const parsed = parseJsonValue({ ...param, type: inner }, item)
    if (!parsed.ok) return fail(`Item ${i + 1}: ${parsed.error}`)
    values.push(parsed.value)
  }
  return { ok: true, value: values }
}

function parseJsonTuple(components: readonly AbiParameter[], json: unknown): ValueCheck {
  const byName = json !== null && typeof json === 'object' && !Array.isArray(json)
  if (!Array.isArray(json) && !byName) return fail('Enter the tuple as a JSON object (by field name) or array.')
  if (Array.isArray(json) && json.length !== components.length) {
    return fail(`Enter ${components.length} fields (${json.length} given).`)
  }
  const values: unknown[] = []
  for (const [i, component] of components.entries()) {
    const label = component.name || `field ${i + 1}`
    const raw = Array.isArray(json) ? json[i] : (json as Record<string, unknown>)[component.name ?? '']
    if (raw === undefined) return fail(`${label} is missing.`)
    const parsed = parseJsonValue(component, raw)
    if (!parsed.ok) return fail(`${label}: ${parsed.error}`)
    values.push(parsed.value)
  }
  return { ok: true, value: values }
}

function parseScalar(type: string, typed: string): ValueCheck {
  const value = typed.trim()
  if (type === 'address') return parseAddress(value)
  if (type === 'bool') return parseBool(value)
  if (type === 'string') return { ok: true, value: typed }
  const integer = /^(u?)int(\d*)$/.exec(type)
  if (integer) return parseInteger(integer[1] === 'u', Number(integer[2] || 256), value)
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) return parseBytes(bytes[1] ?? '', value)
  return fail(`The type ${type} is not supported here: use the raw transaction instead.`)
}

function parseAddress(value: string): ValueCheck {
  const check = validateAddress(value)
  return check.ok ? { ok: true, value: check.address } : fail(check.error)
}

function parseBool(value: string): ValueCheck {
  if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' }
  return fail('Enter true or false.')
}

/** `bytes` (any length, `length` empty) or `bytesN`. */
function parseBytes(length: string, value: string): ValueCheck {
  if (!isHex(value, { strict: true }) || value.length % 2 !== 0) {
    return fail('Enter hex bytes: 0x followed by an even number of hex digits.')
  }
  if (length && size(value) !== Number(length)) {
    return fail(`Enter exactly ${length} bytes (${2 * Number(length)} hex digits after 0x).`)
  }
  return { ok: true, value }
}

function parseInteger(unsigned: boolean, bits: number, value: string): ValueCheck {
  if (!/^-?\d+$/.test(value)) return fail('Enter a whole number (digits only, no decimal point).')
  const n = BigInt(value)
  const min = unsigned ? 0n : -(2n ** BigInt(bits - 1))
  const max = unsigned ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n
  if (n < min || n > max) {
    return fail(
      unsigned && n < 0n
        ? `A uint${bits} cannot be negative.`
        : `Out of range for ${unsigned ? 'u' : ''}int${bits}: between ${min} and ${max}.`,
    )
  }
  return { ok: true, value: n }
}
