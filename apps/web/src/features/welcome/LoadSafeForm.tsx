import { type FormEvent, useEffect, useState } from 'react'
import { ensRegistryOf } from '../../ens/ensRegistryOf'
import { useEnsAddress } from '../../ens/useEnsAddress'
import { useApp } from '../../services/appContext'
import { EnsResolution } from './EnsResolution'
import { parseLoadInput } from './parseLoadInput'
import { type LoadAction, useCheckedSafeAction } from './useCheckedSafeAction'
import { useDebouncedValue } from './useDebouncedValue'

/** Opens any Safe by chain and address (or a pasted `shortName:address`), or by ENS name where the chain has ENS. */
export function LoadSafeForm({ onWatch }: { onWatch: (entry: string) => void }) {
  const { chains } = useApp()
  const [shortName, setShortName] = useState(chains[0]?.shortName ?? '')
  const [input, setInput] = useState('')
  const [error, setError] = useState('')
  // A button pressed before the name was resolved: done once it resolves (the user already chose).
  const [pending, setPending] = useState<{ action: LoadAction; name: string } | null>(null)
  const parsed = parseLoadInput(input, shortName)
  const target = parsed.kind === 'address' || parsed.kind === 'name' ? parsed.shortName : shortName
  const chain = chains.find((c) => c.shortName === target)
  const typedName = parsed.kind === 'name' ? parsed.name : null
  const settledName = useDebouncedValue(typedName, 300)
  const lookupName = pending?.name ?? (settledName === typedName ? typedName : null)
  const ens = useEnsAddress(chain, lookupName)
  // undefined while unknown; null when the name has no address.
  const resolved = typedName !== null && lookupName === typedName && ens.isSuccess ? ens.data : undefined

  const { checking, act } = useCheckedSafeAction({ target, chain, onWatch, onRefused: setError })

  useEffect(() => {
    if (!pending || resolved === undefined) return
    setPending(null)
    if (resolved && pending.name === typedName) void act(pending.action, resolved)
  }, [pending, resolved, typedName, act])

  const submit = (action: LoadAction) => {
    if (parsed.kind === 'address') return void act(action, parsed.address)
    if (parsed.kind === 'name') {
      if (resolved) void act(action, resolved)
      else if (resolved === undefined && ens.supported) setPending({ action, name: parsed.name })
      return
    }
    setError(
      ensRegistryOf(chain)
        ? 'Enter a valid Safe address (0x… with 40 hex digits) or an ENS name (name.eth).'
        : 'Enter a valid Safe address (0x… with 40 hex digits).',
    )
  }
  const open = (event: FormEvent) => {
    event.preventDefault()
    submit('open')
  }
  return (
    <form className="card form" onSubmit={open} aria-label="Load a Safe">
      <h2>Load a Safe</h2>
      <label className="field">
        <span>Network</span>
        <select value={shortName} onChange={(e) => setShortName(e.target.value)}>
          {chains.map((c) => (
            <option key={c.chainId} value={c.shortName}>
              {c.chainName}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Safe address</span>
        <input
          value={input}
          onChange={(e) => {
            setInput(e.target.value)
            setError('')
          }}
          placeholder={ensRegistryOf(chain) ? '0x…, eth:0x… or name.eth' : '0x… or eth:0x…'}
          spellCheck={false}
        />
      </label>
      {typedName ? (
        <EnsResolution
          name={typedName}
          network={chain?.chainName ?? target}
          supported={ens.supported}
          resolved={resolved}
          failure={lookupName === typedName && ens.isError ? ens.error : null}
        />
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={checking}>
          Open
        </button>
        <button type="button" className="button" disabled={checking} onClick={() => submit('watch')}>
          Add to watchlist
        </button>
      </div>
    </form>
  )
}
