import { useEffect, useState } from 'react'
import { isSettled } from '../../../ens/resolveAddressInput'
import { useResolvedAddress, useResolvedAddresses } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { validateAddress } from '../shared/validateAddress'
import { addressTextsOf } from './addressTextsOf'
import { buildContractCall } from './buildContractCall'
import type { PickableContract } from './fetchKnownContracts'
import { parseAbiJson } from './parseAbiJson'
import { useContractAbi } from './useContractAbi'
import { useKnownContracts } from './useKnownContracts'

/**
 * The contract-interaction form: address (typed or picked from the gateway's known contracts), ABI (the gateway's
 * known one fills an empty field, a typed one is never overwritten), function, inputs and value; the call once valid.
 */
export function useContractInteraction() {
  const { chain } = useCurrentSafe()
  const [address, setAddress] = useState('')
  const [abiText, setAbiText] = useState('')
  const [fnIndex, setFnIndex] = useState(0)
  const [inputs, setInputs] = useState<string[]>([])
  const [value, setValue] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const resolved = useResolvedAddress(chain, address)
  const contract = validateAddress(resolved.value, 'contract address')
  const known = useContractAbi(contract.ok ? contract.address : undefined)
  const knownAbi = known.data?.abi
  const pickable = useKnownContracts().data ?? []
  const picked = contract.ok
    ? pickable.find((c) => c.address.toLowerCase() === contract.address.toLowerCase())
    : undefined
  useEffect(() => {
    if (knownAbi) setAbiText((typed) => (typed.trim() ? typed : JSON.stringify(knownAbi, null, 2)))
  }, [knownAbi])
  const abi = abiText.trim() ? parseAbiJson(abiText) : undefined
  const functions = abi?.ok ? abi.functions : []
  const fnAt = Math.min(fnIndex, functions.length - 1)
  const fn = functions[fnAt]
  // Addresses take ENS names too, also inside arrays and tuples: all their texts are looked up at once, then split by input.
  const texts = (fn?.inputs ?? []).map((param, i) => addressTextsOf(param, inputs[i] ?? ''))
  const lookups = useResolvedAddresses(chain, texts.flat())
  const starts = texts.map((_, i) => texts.slice(0, i).reduce((n, t) => n + t.length, 0))
  const resolvedInputs = texts.map((t, i) => lookups.slice(starts[i], (starts[i] ?? 0) + t.length))
  const form = { inputs, value, resolved: resolvedInputs }
  const built = contract.ok && fn ? buildContractCall(contract.address, fn, form, chain.nativeCurrency.symbol) : null
  // Picking is an explicit choice: it replaces the address and the ABI, and starts the function over.
  const pick = (chosen: PickableContract) => {
    setAddress(chosen.address)
    setAbiText(JSON.stringify(chosen.abi, null, 2))
    setFnIndex(0)
    setInputs([])
  }
  const chooseFunction = (index: number) => {
    setFnIndex(index)
    setInputs([])
  }
  const build = () => {
    setSubmitted(true)
    if (!built?.ok) return null
    return { title: built.title, calls: [built.call] }
  }
  return {
    nativeSymbol: chain.nativeCurrency.symbol,
    address,
    setAddress,
    resolved,
    addressError: isSettled(resolved) && !contract.ok && (submitted || address.trim()) ? contract.error : undefined,
    abiSource: { known: known.data ?? null, unknown: contract.ok && known.isSuccess && !known.data },
    pickable,
    picked,
    pick,
    abiText,
    setAbiText,
    abi,
    functions,
    fnAt,
    fn,
    chooseFunction,
    inputs,
    resolvedInputs,
    setInputs,
    value,
    setValue,
    submitted,
    built,
    build,
  }
}
