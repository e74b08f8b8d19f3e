import { ResolvedAddressNote } from '../../../ens/ResolvedAddressNote'
import { AddressFactsNote } from '../../../tx'
import { FlowActions } from '../shared/FlowActions'
import { ContractInputs } from './ContractInputs'
import { KnownContractSelect } from './KnownContractSelect'
import { functionLabel } from './parseAbiJson'
import { useContractInteraction } from './useContractInteraction'

/**
 * Call a contract function: a known contract picked from the gateway's list or an address, its ABI (the gateway's or
 * pasted), a state-changing function, typed inputs, value.
 */
export function ContractInteractionFlow() {
  const form = useContractInteraction()
  const { abi, functions, fn, built, abiSource } = form
  return (
    <form aria-label="Contract interaction" onSubmit={(e) => e.preventDefault()}>
      <h1>Contract interaction</h1>
      <KnownContractSelect contracts={form.pickable} selected={form.picked?.address} onPick={form.pick} />
      <label className="field">
        <span>Contract address</span>
        <input
          value={form.address}
          onChange={(e) => form.setAddress(e.target.value)}
          placeholder="0x… or an ENS name"
          spellCheck={false}
        />
      </label>
      <ResolvedAddressNote resolved={form.resolved} />
      <AddressFactsNote address={form.resolved.value} />
      {form.addressError ? <p className="field__error">{form.addressError}</p> : null}
      {abiSource.known ? (
        <p role="status">ABI of {abiSource.known.name ?? 'this contract'} loaded from the gateway's known contracts.</p>
      ) : abiSource.unknown ? (
        <p className="muted">The gateway knows no ABI for this contract: paste it below.</p>
      ) : null}
      <label className="field">
        <span>ABI (JSON)</span>
        <textarea value={form.abiText} onChange={(e) => form.setAbiText(e.target.value)} rows={6} spellCheck={false} />
      </label>
      {abi && !abi.ok ? <p className="field__error">{abi.error}</p> : null}
      {!abi && form.submitted ? <p className="field__error">Paste the contract ABI (JSON).</p> : null}
      {functions.length ? (
        <label className="field">
          <span>Function</span>
          <select value={form.fnAt} onChange={(e) => form.chooseFunction(Number(e.target.value))}>
            {functions.map((f, i) => (
              <option key={functionLabel(f)} value={i}>
                {functionLabel(f)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {fn ? (
        <ContractInputs
          fn={fn}
          inputs={form.inputs}
          resolved={form.resolvedInputs}
          value={form.value}
          errors={built && !built.ok ? built : undefined}
          showEmpty={form.submitted}
          nativeSymbol={form.nativeSymbol}
          onInputs={form.setInputs}
          onValue={form.setValue}
        />
      ) : null}
      <FlowActions origin="contract" build={form.build} />
    </form>
  )
}
