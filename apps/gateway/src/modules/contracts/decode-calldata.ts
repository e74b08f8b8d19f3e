import type { DataDecoded } from '@concord/gateway-schema'
import type { Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { invalidInput } from '../../errors.js'

/** Decodes calldata sent to `to` with the Safe, token, MultiSend and configured ABIs, else a 422 saying why not. */
export function decodeCalldata(chain: ChainRuntime, data: Hex, to: string): DataDecoded {
  if (data.length < 10) throw invalidInput('Cannot decode data: it is shorter than a 4-byte function selector')
  const decoded = chain.decoder.decode(data, to)
  if (decoded === null) {
    throw invalidInput(`Cannot decode data: no known ABI has the function selector ${data.slice(0, 10)}`)
  }
  return decoded
}
