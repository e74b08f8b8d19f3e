import { useEffect, useState } from 'react'
import { useCurrentSafe } from '../../services/currentSafe'
import { buildContractCall } from './buildContractCall'
import { ContractInputs } from './ContractInputs'
import { FlowActions } from './FlowActions'
import { KnownContractSelect } from './KnownContractSelect'
import { functionLabel, parseAbiJson } from './parseAbiJson'
import { useContractAbi } from './useContractAbi'
import { type PickableContract, useKnownContracts } from './useKnownContracts'
import { validateAddress } from './validateAddress'

/**
 * Call a contract function: a known contract picked from the gateway's list or an address, its ABI (the gateway's or
 * pasted), a state-changing function, typed inputs, value.
 */
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
  const pickable = useKnownContracts().data ?? []
  const picked = contract.ok
    ? pickable.find((c) => c.address.toLowerCase() === contract.address.toLowerCase())
    : undefined
  // Picking is an explicit choice: it replaces the address and the ABI, and starts the function over.
  const pick = (chosen: PickableContract) => {
    setAddress(chosen.address)
    setAbiText(JSON.stringify(chosen.abi, null, 2))
    setFnIndex(0)
    setInputs([])
  }
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
      <KnownContractSelect contracts={pickable} selected={picked?.address} onPick={pick} />
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
