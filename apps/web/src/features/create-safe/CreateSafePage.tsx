import { FULL_SAFE_VERSIONS, type FullSafeVersion } from '@concord/protocol'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { safePath } from '../../services/safePath'
import { useSession } from '../../services/session'
import { AddressView } from '../../ui/AddressView'
import { DeploymentStatus } from './DeploymentStatus'
import { OwnerFields } from './OwnerFields'
import { useCreateSafeForm } from './useCreateSafeForm'
import { useDeploySafe } from './useDeploySafe'
import { useRegisterSafe } from './useRegisterSafe'
import { randomSaltNonce } from './validateSafeForm'

// Newest first; every one is created with its L2 singleton, whose events the gateway indexes.
const VERSIONS = [...FULL_SAFE_VERSIONS].reverse()

/**
 * Create a Safe: owners, threshold, version and salt; the predicted address first, then deploy from the wallet, or
 * register it now and deploy it later (with its first transaction, or on demand).
 */
export function CreateSafePage() {
  const { isConnected } = useAccount()
  const navigate = useNavigate()
  const create = useCreateSafeForm()
  const { chains, chainId, setChainId, chain, version, setVersion, form, setForm, setOwners, setTouched, plan, shown } =
    create
  const { deploy, phase, error } = useDeploySafe(chainId)
  const later = useRegisterSafe(chainId)
  const session = useSession()
  const signedIn = session !== 'loading' && session.kind === 'signedIn'
  const busy = phase.step !== 'idle' || later.isPending

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!plan || !chain) return
    const safe = await deploy(plan).catch(() => undefined)
    if (safe) navigate(safePath(chain.shortName, safe, 'home'))
  }
  const createLater = async () => {
    setTouched(true)
    if (!plan || !chain) return
    const safe = await later.register(plan).catch(() => undefined)
    if (safe) navigate(safePath(chain.shortName, safe, 'home'))
  }
  return (
    <section className="page">
      <h1>Create a Safe</h1>
      <form className="create-safe" onSubmit={submit} aria-label="Create a Safe">
        <label className="field">
          <span>Network</span>
          <select value={chainId} onChange={(e) => setChainId(e.target.value)} disabled={busy}>
            {chains.map((c) => (
              <option key={c.chainId} value={c.chainId}>
                {c.chainName}
              </option>
            ))}
          </select>
        </label>
        <OwnerFields owners={form.owners} chainId={chainId} resolved={create.resolved} onChange={setOwners} />
        <div className="card">
          <label className="field">
            <span>Threshold (confirmations needed)</span>
            <select
              value={form.threshold}
              onChange={(e) => setForm({ ...form, threshold: Number(e.target.value) })}
              disabled={busy}
            >
              {Array.from({ length: form.owners.length }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} out of {form.owners.length}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Safe version</span>
            <select value={version} onChange={(e) => setVersion(e.target.value as FullSafeVersion)} disabled={busy}>
              {VERSIONS.map((v) => (
                <option key={v} value={v}>
                  {v} (L2){v === chain?.recommendedMasterCopyVersion ? ' · recommended for this network' : ''}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Salt nonce</span>
            <input
              value={form.saltNonce}
              onChange={(e) => setForm({ ...form, saltNonce: e.target.value })}
              inputMode="numeric"
              disabled={busy}
            />
          </label>
          <button
            type="button"
            className="button button--small"
            onClick={() => setForm({ ...form, saltNonce: randomSaltNonce() })}
          >
            New salt
          </button>
        </div>
        {shown.length ? (
          <ul className="field__error" role="alert" aria-label="What to fix">
            {shown.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
        <section className="card" aria-label="Predicted address">
          <h2>Predicted address</h2>
          {plan ? <AddressView value={plan.predicted} /> : <p className="muted">Complete the form to see it.</p>}
        </section>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy || !isConnected}>
            {busy ? 'Deploying…' : 'Deploy Safe'}
          </button>
          <button type="button" className="button" disabled={busy || !signedIn} onClick={createLater}>
            {later.isPending ? 'Registering…' : 'Create now, deploy later'}
          </button>
          {isConnected ? null : <span className="muted">Connect a wallet to deploy.</span>}
        </div>
        <p className="muted">
          {signedIn
            ? 'Create now, deploy later: the address can receive funds at once; the Safe is deployed with its first transaction, or when you choose.'
            : 'Sign in with the wallet of an owner to create now and deploy later.'}
        </p>
        <DeploymentStatus phase={phase} chain={chain} error={error ?? later.error} />
      </form>
    </section>
  )
}
