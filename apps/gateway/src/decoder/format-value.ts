import type { ParamValue } from '@concord/gateway-schema'
import { type AbiParameter, getAddress } from 'viem'

const componentsOf = (parameter: AbiParameter): readonly AbiParameter[] =>
  'components' in parameter ? (parameter.components ?? []) : []

/** An array type's items (by the element type), or a tuple returned as an array (by its components). */
function formatArray(parameter: AbiParameter, value: readonly unknown[]): ParamValue {
  if (parameter.type.endsWith(']')) {
    const inner = { ...parameter, type: parameter.type.replace(/\[\d*\]$/, '') }
    return value.map((item) => formatValue(inner, item))
  }
  const components = componentsOf(parameter)
  return value.map((item, index) => formatValue(components[index] ?? { type: 'bytes' }, item))
}

/**
 * A decoded argument as the Safe data decoder shows it: numbers as decimal strings, booleans as True/False,
 * addresses checksummed, arrays and tuples as nested arrays.
 */
export function formatValue(parameter: AbiParameter, value: unknown): ParamValue {
  if (Array.isArray(value)) return formatArray(parameter, value)
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'string' && parameter.type === 'address') return getAddress(value)
  if (typeof value === 'object' && value !== null) {
    const fields = value as Record<string, unknown>
    return componentsOf(parameter).map((component) => formatValue(component, fields[component.name ?? '']))
  }
  return String(value)
}
