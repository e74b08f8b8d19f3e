import { type AbiFunction, type Address, encodeFunctionData } from 'viem'
import type { DraftCall } from '../../tx-draft/txDraft'
import { shortenAddress } from '../../ui/AddressView'
import { parseAbiValue } from './parseAbiValue'
import { parseAmount } from './parseAmount'

/** The contract-interaction form as typed: one string per input, and the value (native coin) for payable functions. */
export type ContractForm = { inputs: string[]; value: string }

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
    const parsed = parseAbiValue(param, form.inputs[i] ?? '')
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
