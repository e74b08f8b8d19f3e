import { useState } from 'react'
import type { CustomApp } from '../catalogue/customApp'
import { useAddCustomApp } from './useAddCustomApp'

/** "Add an app by URL": the manifest is fetched and checked before the app joins the user's list. */
export function AddCustomAppForm({ onAdded }: { onAdded: (app: CustomApp) => void }) {
  const [input, setInput] = useState('')
  const add = useAddCustomApp((app) => {
    onAdded(app)
    setInput('')
  })
  const result = add.data
  return (
    <form
      className="card"
      aria-label="Add a custom app"
      onSubmit={(event) => {
        event.preventDefault()
        add.mutate(input)
      }}
    >
      <h2>Add a custom app</h2>
      <label className="field">
        <span>App URL</span>
        <input
          type="url"
          value={input}
          placeholder="https://app.example.org"
          onChange={(event) => {
            setInput(event.target.value)
            // What was said about the previous address no longer applies.
            add.reset()
          }}
          required
        />
      </label>
      <p className="muted">
        The app's manifest.json is read from this address; it must name the app, describe it and have an icon.
      </p>
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        {add.isPending ? 'Checking the manifest…' : 'Add app'}
      </button>
      {result && !result.ok ? (
        <p className="field__error" role="alert">
          {result.error}
        </p>
      ) : null}
      {result?.ok ? <p role="status">{result.app.name} was added to your apps.</p> : null}
    </form>
  )
}
