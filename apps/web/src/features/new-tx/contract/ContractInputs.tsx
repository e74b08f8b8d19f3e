import type { AbiFunction } from 'viem'
import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import type { ResolvedAddress } from '../../../ens/resolveAddressInput'

type Props = {
  fn: AbiFunction
  inputs: string[]
  /** The ENS lookups of each input's texts (by index): an address input, or the addresses inside an array or tuple. */
  resolved: readonly (readonly ResolvedAddress[])[]
  value: string
  errors: { inputErrors: (string | undefined)[]; valueError?: string } | undefined
  showEmpty: boolean
  nativeSymbol: string
  onInputs: (inputs: string[]) => void
  onValue: (value: string) => void
}

const hintOf = (type: string) =>
  type.endsWith(']')
    ? 'JSON array, e.g. ["0x…"] or [1, 2]'
    : type === 'tuple'
      ? 'JSON object by field name'
      : type === 'address'
        ? 'address or ENS name'
        : type

/** One field per ABI input (bool as a choice, arrays and tuples as JSON) and the value of a payable function. */
export function ContractInputs(props: Props) {
  const { fn, inputs, resolved, value, errors, showEmpty, nativeSymbol, onInputs, onValue } = props
  const set = (i: number, typed: string) => onInputs(fn.inputs.map((_, j) => (j === i ? typed : (inputs[j] ?? ''))))
  return (
    <fieldset className="card" aria-label="Inputs">
      <legend>{fn.name}</legend>
      {fn.inputs.length === 0 ? <p className="muted">This function takes no inputs.</p> : null}
      {fn.inputs.map((param, i) => {
        const typed = inputs[i] ?? ''
        const label = `${param.name || `Input ${i + 1}`} (${param.type})`
        const error = errors?.inputErrors[i]
        const lookups = resolved[i] ?? []
        // A name's lookup speaks for itself under the field: its message is not repeated as the field's error.
        const said = lookups.some((r) => r.message !== null && error?.endsWith(r.message))
        const shown = error && (showEmpty || typed.trim()) && !said ? error : undefined
        return (
          // Inputs are positional in the ABI: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={`${fn.name}-${i}`}>
            {param.type === 'bool' ? (
              <label className="field">
                <span>{label}</span>
                <select value={typed} onChange={(e) => set(i, e.target.value)}>
                  <option value="">Choose…</option>
                  <option value="true">true</option>
                  <option value="false">false</option>
                </select>
              </label>
            ) : (
              <label className="field">
                <span>{label}</span>
                <input
                  value={typed}
                  onChange={(e) => set(i, e.target.value)}
                  placeholder={hintOf(param.type)}
                  spellCheck={false}
                  aria-invalid={shown ? true : undefined}
                />
              </label>
            )}
            {lookups.map((r, k) => (
              // Items are positional: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ResolvedAddressNote key={k} resolved={r} />
            ))}
            {shown ? <p className="field__error">{shown}</p> : null}
          </div>
        )
      })}
      {fn.stateMutability === 'payable' ? (
        <>
          <label className="field">
            <span>Value ({nativeSymbol})</span>
            <input value={value} onChange={(e) => onValue(e.target.value)} inputMode="decimal" placeholder="0" />
          </label>
          {errors?.valueError ? <p className="field__error">{errors.valueError}</p> : null}
        </>
      ) : null}
    </fieldset>
  )
}
