import { useState } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '../../../errors'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safePath } from '../../../services/safePath'
import { useSession } from '../../../services/session'
import { useAddNetwork } from './useAddNetwork'

/**
 * "Add another network": the same Safe (same address, owners and threshold) registered, not deployed yet, on another
 * chain the gateway serves, from the setup the gateway stored for it (registered before deployment, or read from its
 * creation through a factory). Safes whose setup is unknown are told why not, in the gateway's words.
 */
export function AddNetworkCard() {
  const { chains } = useApp()
  const { chain, address } = useCurrentSafe()
  const session = useSession()
  const { setup, add } = useAddNetwork()
  const others = chains.filter((c) => c.chainId !== chain.chainId)
  const [chosen, setChosen] = useState(others[0]?.chainId ?? '')
  const added = chains.find((c) => c.chainId === add.data)
  const signedIn = session !== 'loading' && session.kind === 'signedIn'
  return (
    <section className="card" aria-label="Networks">
      <h2>Add another network</h2>
      {setup.isError ? (
        <p className="muted" role="note">
          This Safe cannot be added on another network: the gateway does not know the setup it was created with (it
          knows it for Safes created with “Create now, deploy later” and for those it saw a Safe factory create).{' '}
          {errorMessage(setup.error)}
        </p>
      ) : others.length === 0 ? (
        <p className="muted">The gateway serves no other network.</p>
      ) : (
        <>
          <p>
            The same Safe, at the same address with the same owners and threshold, on another network: registered now,
            deployed there with its first transaction.
          </p>
          <label className="field">
            <span>Network</span>
            <select value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={add.isPending}>
              {others.map((c) => (
                <option key={c.chainId} value={c.chainId}>
                  {c.chainName}
                </option>
              ))}
            </select>
          </label>
          <div className="form__actions">
            <button
              type="button"
              className="button"
              disabled={!setup.data || !signedIn || add.isPending}
              onClick={() => add.mutate(chosen)}
            >
              {add.isPending ? 'Adding…' : 'Add network'}
            </button>
            {signedIn ? null : <span className="muted">Sign in with the wallet of an owner to add a network.</span>}
          </div>
        </>
      )}
      {added ? (
        <p className="ok" role="status">
          Added on {added.chainName}: <Link to={safePath(added.shortName, address, 'home')}>open it there</Link>.
        </p>
      ) : null}
      {add.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(add.error)}
        </p>
      ) : null}
    </section>
  )
}
