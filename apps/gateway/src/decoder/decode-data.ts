import type { DataDecoded, DecodedCall, InternalTransaction, Parameter } from '@concord/gateway-schema'
import { erc20CallsAbi, erc721CallsAbi, safeMigrationAbi } from '@concord/protocol'
import { type Abi, type AbiFunction, decodeFunctionData, type Hex, toFunctionSelector } from 'viem'
import { formatValue } from './format-value.js'
import { MULTISEND_ABI, SAFE_METHODS_ABI } from './known-abis.js'
import { type PackedCall, unpackMultiSend } from './unpack-multisend.js'

const BUILT_IN: readonly Abi[] = [
  SAFE_METHODS_ABI,
  MULTISEND_ABI,
  erc20CallsAbi,
  erc721CallsAbi,
  safeMigrationAbi as Abi,
]

/** A decoder over the built-in ABIs and the ones registered in config. */
export function createDecoder(extra: readonly { address: string | null; abi: Abi }[]) {
  const bySelector = new Map<string, AbiFunction>()
  const register = (abi: Abi, into: Map<string, AbiFunction>) => {
    for (const item of abi) {
      if (item.type !== 'function') continue
      const selector = toFunctionSelector(item)
      if (!into.has(selector)) into.set(selector, item)
    }
  }
  for (const abi of BUILT_IN) register(abi, bySelector)
  const byAddress = new Map<string, Map<string, AbiFunction>>()
  for (const entry of extra) {
    if (entry.address === null) register(entry.abi, bySelector)
    else {
      const map = byAddress.get(entry.address) ?? new Map()
      register(entry.abi, map)
      byAddress.set(entry.address, map)
    }
  }

  const findFunction = (data: Hex, to: string | null): AbiFunction | undefined => {
    const selector = data.slice(0, 10).toLowerCase()
    return (to === null ? undefined : byAddress.get(to)?.get(selector)) ?? bySelector.get(selector)
  }

  const decodeCall = (data: Hex, to: string | null, depth: number): DecodedCall | null => {
    if (data.length < 10) return null
    const fn = findFunction(data, to)
    if (fn === undefined) return null
    let args: readonly unknown[]
    try {
      args = (decodeFunctionData({ abi: [fn], data }).args ?? []) as readonly unknown[]
    } catch {
      return null
    }
    const parameters = fn.inputs.map((input, index): Parameter => {
      const value = formatValue(input, args[index])
      const parameter: Parameter = { name: input.name ?? '', type: input.type, value }
      if (fn.name === 'multiSend' && input.type === 'bytes' && typeof value === 'string' && depth < 3) {
        parameter.valueDecoded = decodeMultiSend(value as Hex, depth)
      }
      return parameter
    })
    return { method: fn.name, parameters }
  }

  const decodeMultiSend = (transactions: Hex, depth: number): InternalTransaction[] | null => {
    const calls = unpackMultiSend(transactions)
    if (calls === null) return null
    return calls.map((call: PackedCall) => ({
      operation: call.operation === 1 ? 1 : 0,
      to: call.to,
      value: call.value,
      data: call.data,
      dataDecoded: call.data === null ? null : decodeCall(call.data, call.to, depth + 1),
    }))
  }

  return {
    /** Decodes calldata sent to `to`; null when no known function matches the selector. */
    decode(data: Hex, to: string | null): DataDecoded | null {
      const call = decodeCall(data, to, 0)
      return call === null ? null : { ...call, accuracy: 'FULL_MATCH' }
    },
  }
}

/** The decoder instance type. */
export type Decoder = ReturnType<typeof createDecoder>
