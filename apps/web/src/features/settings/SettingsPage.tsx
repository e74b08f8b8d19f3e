import type { AddressInfo } from '@concord/gateway-client'
import { AddressView } from '../../ui/AddressView'
import { QueryView } from '../../ui/QueryView'
import { useAddressBook } from '../address-book/useAddressBook'
import { useSafeInfo } from '../safe/useSafeInfo'
import { VersionBanner } from '../safe/VersionBanner'

function AddressRow({ label, info }: { label: string; info: AddressInfo | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{info ? <AddressView value={info.value} name={info.name} /> : <span className="muted">None</span>}</dd>
    </>
  )
}

/** The Safe's setup, read-only: owners, threshold, modules, guard, fallback handler, version. */
export function SettingsPage() {
  const info = useSafeInfo()
  const book = useAddressBook()
  return (
    <section className="page">
      <h1>Settings</h1>
      <QueryView query={info} what="the Safe's setup">
        {(safe) => (
          <>
            <VersionBanner info={safe} />
            <section className="card" aria-label="Owners">
              <h2>Owners ({safe.owners.length})</h2>
              <ul className="plain">
                {safe.owners.map((owner) => (
                  <li key={owner.value}>
                    <AddressView value={owner.value} name={book.lookup(owner.value) ?? owner.name} />
                  </li>
                ))}
              </ul>
              <p>
                Required confirmations: <strong>{safe.threshold}</strong> out of {safe.owners.length} owners.
              </p>
            </section>
            <section className="card" aria-label="Contract">
              <h2>Contract</h2>
              <dl className="fields">
                <dt>Version</dt>
                <dd>{safe.version ?? 'Unknown'}</dd>
                <dt>Nonce</dt>
                <dd>{safe.nonce}</dd>
                <AddressRow label="Implementation" info={safe.implementation} />
                <AddressRow label="Fallback handler" info={safe.fallbackHandler} />
                <AddressRow label="Guard" info={safe.guard} />
              </dl>
            </section>
            <section className="card" aria-label="Modules">
              <h2>Modules</h2>
              {safe.modules?.length ? (
                <ul className="plain">
                  {safe.modules.map((m) => (
                    <li key={m.value}>
                      <AddressView value={m.value} name={m.name} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No modules enabled.</p>
              )}
            </section>
          </>
        )}
      </QueryView>
    </section>
  )
}
