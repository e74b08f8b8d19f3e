import type { AbiParameter } from 'viem'

type Param = Pick<AbiParameter, 'type'> & { components?: readonly AbiParameter[] }

/**
 * Rebuilds a JSON value shaped by `param`, passing each string found at an `address` position (in an array, a
 * tuple by field name or in order, at any depth) through `visit`; everything else is kept as it is.
 */
export function mapAddressLeaves(param: Param, json: unknown, visit: (text: string) => string): unknown {
  if (param.type === 'address') return typeof json === 'string' ? visit(json) : json
  const array = /^(.*)\[\d*\]$/.exec(param.type)
  if (array) {
    const item = { ...param, type: array[1] ?? '' }
    return Array.isArray(json) ? json.map((value) => mapAddressLeaves(item, value, visit)) : json
  }
  if (param.type !== 'tuple') return json
  const components = param.components ?? []
  if (Array.isArray(json))
    return json.map((value, i) => (components[i] ? mapAddressLeaves(components[i], value, visit) : value))
  if (json === null || typeof json !== 'object') return json
  const fields = Object.entries(json as Record<string, unknown>).map(([name, value]) => {
    const component = components.find((c) => c.name === name)
    return [name, component ? mapAddressLeaves(component, value, visit) : value] as const
  })
  return Object.fromEntries(fields)
}

/**
 * The texts of one contract input that may be ENS names: the input itself for an `address`, and every string at an
 * address position of the JSON typed for an array or a tuple (`address[]`, `(address to, uint256 amount)[]`…), in
 * the order `mapAddressLeaves` visits them; none for other types or JSON that does not parse.
 */
export function addressTextsOf(param: Param, typed: string): string[] {
  if (param.type === 'address') return [typed]
  if (!param.type.endsWith(']') && param.type !== 'tuple') return []
  let json: unknown
  try {
    json = JSON.parse(typed)
  } catch {
    return []
  }
  const texts: string[] = []
  mapAddressLeaves(param, json, (text) => {
    texts.push(text)
    return text
  })
  return texts
}
