import {
  type Abi,
  type AbiFunction,
  type DecodeFunctionDataReturnType,
  decodeAbiParameters,
  type Hex,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem'
import { knownSelectors } from './known-selectors.js'

// Each ABI's functions by selector, built once per ABI object: viem's decodeFunctionData hashes the signature of every
// function it tries on every call (a miss on the Safe's ABI is some 40 Keccak hashes and an error object), and a
// transaction's review decodes each of its calls against several ABIs. Known signatures' selectors are written out.
const bySelectorOf = new WeakMap<Abi, Map<string, AbiFunction>>()

function functionsBySelector(abi: Abi): Map<string, AbiFunction> {
  let bySelector = bySelectorOf.get(abi)
  if (bySelector) return bySelector
  bySelector = new Map()
  for (const item of abi) {
    if (item.type !== 'function') continue
    const signature = toFunctionSignature(item)
    const selector = knownSelectors.get(signature) ?? toFunctionSelector(signature)
    // The first function with a selector wins, as in viem's decodeFunctionData.
    if (!bySelector.has(selector)) bySelector.set(selector, item)
  }
  bySelectorOf.set(abi, bySelector)
  return bySelector
}

/**
 * The function `data` calls and its arguments, decoded with `abi` (as viem's decodeFunctionData), or null when no
 * function of `abi` has its selector. Throws viem's decoding error when the selector matches but the arguments do not
 * decode. `abi` should be a constant: its selectors are computed once per ABI object.
 */
export function decodeCall<const abi extends Abi | readonly unknown[]>(
  abi: abi,
  data: Hex,
): DecodeFunctionDataReturnType<abi> | null {
  if (data.length < 10) return null
  const item = functionsBySelector(abi as Abi).get(data.slice(0, 10).toLowerCase())
  if (!item) return null
  const args = item.inputs.length > 0 ? decodeAbiParameters(item.inputs, `0x${data.slice(10)}`) : undefined
  return { functionName: item.name, args } as DecodeFunctionDataReturnType<abi>
}
