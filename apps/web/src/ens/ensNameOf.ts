import { isAddress } from 'viem'
import { normalizeEnsName } from './normalizeEnsName'

/**
 * The normalised ENS name (UTS-46, as ENS clients hash it) when `input` reads as one — dot-separated labels, not an
 * address — else null.
 */
export function ensNameOf(input: string): string | null {
  const value = input.trim()
  if (!value.includes('.') || isAddress(value, { strict: false })) return null
  let name: string
  try {
    name = normalizeEnsName(value)
  } catch {
    return null
  }
  return name.split('.').every((label) => label.length > 0) ? name : null
}
