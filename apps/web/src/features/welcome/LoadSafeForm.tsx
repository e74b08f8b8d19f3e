import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { isAddress } from 'viem'
import { useApp } from '../../app/AppContext'
import { parseSafeParam, safePath } from '../safe/parseSafeParam'

/** Opens any Safe by chain and address (or a pasted `shortName:address`). */
export function LoadSafeForm({ onWatch }: { onWatch: (entry: string) => void }) {
  const { chains } = useApp()
  const navigate = useNavigate()
  const [shortName, setShortName] = useState(chains[0]?.shortName ?? '')
  const [input, setInput] = useState('')
  const [error, setError] = useState('')
  const entry = () => {
    const value = input.trim()
    const parsed = parseSafeParam(value.includes(':') ? value : `${shortName}:${value}`)
    if (!parsed.ok || !isAddress(parsed.address)) {
      setError('Enter a valid Safe address (0x… with 40 hex digits).')
      return undefined
    }
    setError('')
    return parsed
  }
  const open = (event: FormEvent) => {
    event.preventDefault()
    const parsed = entry()
    if (parsed) navigate(safePath(parsed.shortName, parsed.address))
  }
  const watch = () => {
    const parsed = entry()
    if (parsed) onWatch(`${parsed.shortName}:${parsed.address}`)
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
          onChange={(e) => setInput(e.target.value)}
          placeholder="0x… or eth:0x…"
          spellCheck={false}
        />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Open
        </button>
        <button type="button" className="button" onClick={watch}>
          Add to watchlist
        </button>
      </div>
    </form>
  )
}
