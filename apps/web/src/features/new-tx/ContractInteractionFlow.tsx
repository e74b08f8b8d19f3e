import { useEffect, useState } from 'react'
import { useCurrentSafe } from '../safe/SafeContext'
import { buildContractCall } from './buildContractCall'
import { ContractInputs } from './ContractInputs'
import { FlowActions } from './FlowActions'
import { functionLabel, parseAbiJson } from './parseAbiJson'
import { useContractAbi } from './useContractAbi'
import { validateAddress } from './validateAddress'

/** Call a contract function: address, ABI (the gateway's or pasted), a state-changing function, typed inputs, value. */
export function ContractInteractionFlow() {
  const { chain } = useCurrentSafe()
  const [address, setAddress] = useState('')
  const [abiText, setAbiText] = useState('')
  const [fnIndex, setFnIndex] = useState(0)
  const [inputs, setInputs] = useState<string[]>([])
  const [value, setValue] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const contract = validateAddress(address, 'contract address')
  const known = useContractAbi(contract.ok ? contract.address : undefined)
  const knownAbi = known.data?.abi
  // A known ABI fills the field once; whatever the user typed there is never overwritten.
  useEffect(() => {
    if (knownAbi) setAbiText((typed) => (typed.trim() ? typed : JSON.stringify(knownAbi, null, 2)))
  }, [knownAbi])
  const abi = abiText.trim() ? parseAbiJson(abiText) : undefined
  const functions = abi?.ok ? abi.functions : []
  const fn = functions[Math.min(fnIndex, functions.length - 1)]
  const built =
    contract.ok && fn ? buildContractCall(contract.address, fn, { inputs, value }, chain.nativeCurrency.symbol) : null
  const addressError = !contract.ok && (submitted || address.trim()) ? contract.error : undefined

  const build = () => {
    setSubmitted(true)
    if (!built?.ok) return null
    return { title: built.title, calls: [built.call] }
  }
  return (
    <form aria-label="Contract interaction" onSubmit={(e) => e.preventDefault()}>
      <h1>Contract interaction</h1>
      <label className="field">
        <span>Contract address</span>
        <input value={address} onChange={(e) => setAddress(e.target.value)} placeholder="0x…" spellCheck={false} />
      </label>
      {addressError ? <p className="field__error">{addressError}</p> : null}
      {known.data ? (
        <p role="status">ABI of {known.data.name ?? 'this contract'} loaded from the gateway's known contracts.</p>
      ) : contract.ok && known.isSuccess ? (
        <p className="muted">The gateway knows no ABI for this contract: paste it below.</p>
      ) : null}
      <label className="field">
        <span>ABI (JSON)</span>
        <textarea value={abiText} onChange={(e) => setAbiText(e.target.value)} rows={6} spellCheck={false} />
      </label>
      {abi && !abi.ok ? <p className="field__error">{abi.error}</p> : null}
      {!abi && submitted ? <p className="field__error">Paste the contract ABI (JSON).</p> : null}
      {functions.length ? (
        <label className="field">
          <span>Function</span>
          <select
            value={Math.min(fnIndex, functions.length - 1)}
            onChange={(e) => {
              setFnIndex(Number(e.target.value))
              setInputs([])
            }}
          >
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
          inputs={inputs}
          value={value}
          errors={built && !built.ok ? built : undefined}
          showEmpty={submitted}
          nativeSymbol={chain.nativeCurrency.symbol}
          onInputs={setInputs}
          onValue={setValue}
        />
      ) : null}
      <FlowActions origin="contract" build={build} />
    </form>
  )
}
