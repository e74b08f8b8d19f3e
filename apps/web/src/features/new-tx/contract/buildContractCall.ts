import { type AbiFunction, type AbiParameter, type Address, encodeFunctionData } from 'viem'
import { isSettled, type ResolvedAddress } from '../../../ens/resolveAddressInput'
import type { DraftCall } from '../../../tx-draft/txDraft'
import { shortenAddress } from '../../../ui/AddressView'
import { parseAmount } from '../shared/parseAmount'
import { mapAddressLeaves } from './addressTextsOf'
import { parseAbiValue, type ValueCheck } from './parseAbiValue'

/**
 * The contract-interaction form as typed: one string per input, and the value (native coin) for payable functions;
 * `resolved` holds, by input index, the ENS lookups of its texts (see addressTextsOf: an `address`, or each address
 * inside an array or tuple).
 */
export type ContractForm = {
  inputs: string[]
  value: string
  resolved?: readonly (readonly ResolvedAddress[] | undefined)[]
}

/** The checked form: the call, or the error of each input (by index) and of the value. */
export type ContractCallCheck =
  | { ok: true; call: DraftCall; title: string }
  | { ok: false; inputErrors: (string | undefined)[]; valueError?: string }

/** Checks each typed input against its ABI type and encodes the call with `encodeFunctionData`. */
export function buildContractCall(
  contract: Address,
  fn: AbiFunction,
  form: ContractForm,
  nativeSymbol: string,
): ContractCallCheck {
  const args: unknown[] = []
  const inputErrors = fn.inputs.map((param, i) => {
    const parsed = parseInput(param, form.inputs[i] ?? '', form.resolved?.[i])
    if (!parsed.ok) return parsed.error
    args.push(parsed.value)
    return undefined
  })
  let value = 0n
  let valueError: string | undefined
  if (fn.stateMutability === 'payable' && form.value.trim()) {
    const parsed = parseAmount(form.value, 18, nativeSymbol, true)
    if (parsed.ok) value = parsed.value
    else valueError = parsed.error
  }
  if (inputErrors.some(Boolean) || valueError) {
    return { ok: false, inputErrors, ...(valueError ? { valueError } : {}) }
  }
  // The ABI holds only this function, so overloads of the same name cannot be confused.
  const data = encodeFunctionData({ abi: [fn], functionName: fn.name, args })
  return {
    ok: true,
    call: { to: contract, value: value.toString(), data, operation: 0 },
    title: `Call ${fn.name} on ${shortenAddress(contract)}`,
  }
}

/**
 * One input: an address typed as an ENS name (the input itself, or an address inside an array or tuple's JSON) stands
 * for what it resolved to; a name that did not settle blocks the call with the lookup's words.
 */
function parseInput(param: AbiParameter, typed: string, resolved: readonly ResolvedAddress[] | undefined): ValueCheck {
  const named = (resolved ?? []).map((r, k) => ({ r, k })).filter(({ r }) => r.state !== 'plain')
  if (named.length === 0) return parseAbiValue(param, typed)
  const unsettled = named.find(({ r }) => !isSettled(r))
  if (unsettled) {
    const words = unsettled.r.message ?? `Enter the address of ${unsettled.r.typed.trim()}.`
    if (param.type === 'address') return { ok: false, error: words }
    const place = param.type === 'address[]' ? 'Item' : 'Address'
    return { ok: false, error: `${place} ${unsettled.k + 1}: ${words}` }
  }
  if (param.type === 'address') return parseAbiValue(param, named[0]?.r.value ?? typed)
  // The k-th address leaf is the k-th lookup: addressTextsOf found the names in this same walk order.
  let k = 0
  try {
    const substituted = mapAddressLeaves(param, JSON.parse(typed), (text) => resolved?.[k++]?.value ?? text)
    return parseAbiValue(param, JSON.stringify(substituted))
  } catch {
    return parseAbiValue(param, typed)
  }
}
