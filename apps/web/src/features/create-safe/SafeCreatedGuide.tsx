import type { ChainInfo } from '@concord/gateway-client'
import { useState } from 'react'
import { Link } from 'react-router'
import { safePath } from '../../services/safePath'
import { AddressView } from '../../ui/AddressView'
import { CopyButton } from '../../ui/CopyButton'
import { useAddressBook } from '../address-book'

/**
 * What to do once the Safe exists: fund it, name it in the address book, send the other owners its link, open it.
 * `deployed` is false for "create now, deploy later": the address already receives funds.
 */
export function SafeCreatedGuide({
  chain,
  address,
  deployed,
  otherOwners,
}: {
  chain: ChainInfo
  address: string
  deployed: boolean
  otherOwners: number
}) {
  const { setName } = useAddressBook(chain.chainId)
  const [name, setNameText] = useState('')
  const [saved, setSaved] = useState(false)
  const path = safePath(chain.shortName, address, 'home')
  const link = `${window.location.origin}${path}`
  return (
    <section className="card" aria-label="Your Safe is ready">
      <h2>{deployed ? 'Your Safe is deployed' : 'Your Safe is created (deployed with its first transaction)'}</h2>
      <ol className="guide-steps">
        <li>
          <h3>Fund your Safe</h3>
          <p>
            Send {chain.nativeCurrency.symbol} or tokens on {chain.chainName} to its address:
          </p>
          <AddressView value={address} />
        </li>
        <li>
          <h3>Add to address book</h3>
          <form
            aria-label="Add to address book"
            onSubmit={(e) => {
              e.preventDefault()
              if (!name.trim()) return
              setName(address, name.trim())
              setSaved(true)
            }}
          >
            <label className="field">
              <span>Name of this Safe</span>
              <input value={name} onChange={(e) => setNameText(e.target.value)} placeholder="e.g. Treasury" />
            </label>
            <button type="submit" className="button button--small" disabled={!name.trim()}>
              Add to address book
            </button>
            {saved ? <span role="status"> Saved to the address book.</span> : null}
          </form>
        </li>
        {otherOwners > 0 ? (
          <li>
            <h3>Invite the other owners: share this link</h3>
            <p>
              <code>{link}</code> <CopyButton value={link} label="Copy the Safe's link" />
            </p>
          </li>
        ) : null}
      </ol>
      <div className="form__actions">
        <Link className="button button--primary" to={path}>
          Open your Safe
        </Link>
      </div>
    </section>
  )
}
