import { ProtocolError } from '../errors.js'

/**
 * A chain id as Concord passes it around inside a program: a decimal string, the gateway's wire
 * form ("1", "11155111"). It is branded so that a plain string from a URL, a row or a message must
 * go through {@link toChainId} once, at the boundary where it enters; viem's number form is made
 * with {@link chainIdNumber} where a viem call needs it, and nowhere else.
 */
export type ChainId = string & { readonly __brand: 'ChainId' }

const DECIMAL = /^[1-9]\d{0,19}$/

/** Checks and brands a chain id from a URL, row, message or viem (`1`, `'1'`, `1n`); throws on anything else. */
export function toChainId(value: string | number | bigint): ChainId {
  const text = typeof value === 'string' ? value.trim() : String(value)
  if (!DECIMAL.test(text)) {
    throw new ProtocolError(
      'INVALID_CHAIN_ID',
      `Invalid chain id "${String(value)}": expected a positive decimal number.`,
    )
  }
  return text as ChainId
}

/** True when `value` is a chain id {@link toChainId} accepts. */
export function isChainId(value: unknown): value is ChainId {
  return typeof value === 'string' && DECIMAL.test(value)
}

/** The number form viem and wagmi use (`chain.id`); chain ids beyond 2^53 are refused rather than rounded. */
export function chainIdNumber(chainId: ChainId): number {
  const n = Number(chainId)
  if (!Number.isSafeInteger(n)) {
    throw new ProtocolError('INVALID_CHAIN_ID', `Chain id ${chainId} is too large for a JavaScript number.`)
  }
  return n
}
