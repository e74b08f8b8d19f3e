import type { Address, DataDecoded, Hex } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'

/** The call a multisig or module transaction made. */
export type CallFacts = { safe: Address; to: Address; value: string; data: Hex | null; operation: number }

/** Decodes a call's data (null when empty or unknown). */
export function decodeCall(chain: ChainRuntime, call: CallFacts): DataDecoded | null {
  return call.data === null || call.data === '0x' ? null : chain.decoder.decode(call.data, call.to)
}

/** The decoded parameter at `index` when it is a plain value ('' when missing or an array). */
export function decodedParam(decoded: Pick<DataDecoded, 'parameters'>, index: number): string {
  const value = decoded.parameters?.[index]?.value
  return typeof value === 'string' ? value : ''
}
