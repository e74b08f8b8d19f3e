import type { AbiParameter } from 'viem'

const ADDRESS_ARRAY = /^address\[\d*\]$/

/**
 * The texts of one contract input that may be ENS names: the input itself for an `address`, each string item of the
 * JSON array for an `address[]`/`address[N]`; none for other types (names inside tuples are not looked up).
 */
export function addressTextsOf(param: Pick<AbiParameter, 'type'>, typed: string): string[] {
  if (param.type === 'address') return [typed]
  if (!ADDRESS_ARRAY.test(param.type)) return []
  try {
    const json: unknown = JSON.parse(typed)
    return Array.isArray(json) ? json.map((item) => (typeof item === 'string' ? item : '')) : []
  } catch {
    return []
  }
}
