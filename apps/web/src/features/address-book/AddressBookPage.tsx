import { useState } from 'react'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { EmptyState } from '../../ui/States'
import { CsvCard } from './CsvCard'
import { EntryForm } from './EntryForm'
import { useAddressBook } from './useAddressBook'

type Editing = { kind: 'add' } | { kind: 'edit'; address: string; name: string } | null

/** Whether an entry matches the search (name or address, any letter case). */
function matches(address: string, name: string, search: string): boolean {
  const needle = search.trim().toLowerCase()
  return !needle || name.toLowerCase().includes(needle) || address.toLowerCase().includes(needle)
}

/** The address book of the Safe's chain: search, add, edit, remove, and CSV import and export. */
export function AddressBookPage() {
  const { chain } = useCurrentSafe()
  const { book, setName, remove } = useAddressBook()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const shown = Object.entries(book).filter(([address, name]) => matches(address, name, search))
  const save = (address: string, name: string) => {
    setName(address, name)
    setEditing(null)
  }
  return (
    <section className="page">
      <h1>Address book</h1>
      <p className="muted">
        Names on {chain.chainName}, kept in this browser (and synced through the gateway while you are signed in).
      </p>
      <label className="field">
        <span>Search</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or address" />
      </label>
      {editing === null ? (
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'add' })}>
          Add entry
        </button>
      ) : (
        <EntryForm
          key={editing.kind === 'edit' ? editing.address : 'add'}
          title={editing.kind === 'edit' ? 'Edit entry' : 'Add entry'}
          initial={editing.kind === 'edit' ? editing : undefined}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {shown.length === 0 ? (
        <EmptyState>{search ? 'No entry matches your search.' : 'No names on this chain yet.'}</EmptyState>
      ) : (
        <ul className="plain" aria-label="Entries">
          {shown.map(([address, name]) => (
            <li key={address} className="owner-row" aria-label={name}>
              <AddressView value={address} name={name} short />
              <button
                type="button"
                className="button button--small"
                aria-label={`Edit ${name}`}
                onClick={() => setEditing({ kind: 'edit', address, name })}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={`Remove ${name}`}
                onClick={() => remove(address)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <CsvCard />
    </section>
  )
}
