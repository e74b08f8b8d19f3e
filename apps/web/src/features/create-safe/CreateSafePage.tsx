import type { SafeVersion } from '@concord/protocol'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from 'wagmi'
import { errorMessage } from '../../errors'
import { useApp } from '../../services/appContext'
import { safePath } from '../../services/safePath'
import { AddressView } from '../../ui/AddressView'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { useAddressBook } from '../address-book'
import { OwnerFields } from './OwnerFields'
import { planSafeDeployment } from './planSafeDeployment'
import { useDeploySafe } from './useDeploySafe'
import { EMPTY_OWNER, randomSaltNonce, type SafeForm, validateSafeForm } from './validateSafeForm'

const VERSIONS: { value: SafeVersion; label: string }[] = [
  { value: '1.4.1', label: '1.4.1 (L2)' },
  { value: '1.3.0', label: '1.3.0 (L2)' },
]

/** Create a Safe: owners, threshold, version and salt; the predicted address first, then deploy from the wallet. */
export function CreateSafePage() {
  const { chains } = useApp()
  const { address, chainId: walletChainId, isConnected } = useAccount()
  const navigate = useNavigate()
  const book = useAddressBook()
  const [chainId, setChainId] = useState(
    () => chains.find((c) => Number(c.chainId) === walletChainId)?.chainId ?? chains[0]?.chainId ?? '',
  )
  const [version, setVersion] = useState<SafeVersion>('1.4.1')
  const [form, setForm] = useState<SafeForm>(() => ({
    owners: [
      { address: address ?? '', name: '' },
      { address: '', name: '' },
    ],
    threshold: 1,
    saltNonce: randomSaltNonce(),
  }))
  const [touched, setTouched] = useState(false)
  const chain = chains.find((c) => c.chainId === chainId)
  const validation = validateSafeForm(form)
  const plan = chain && validation.ok ? planSafeDeployment(chain, version, validation.value) : undefined
  // Rows not filled in yet are not mistakes until the user tries to deploy.
  const shown = validation.ok ? [] : validation.errors.filter((e) => touched || !e.endsWith(EMPTY_OWNER))
  const { deploy, phase, error } = useDeploySafe(chainId)
  const busy = phase.step !== 'idle'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!plan || !chain) return
    book.addNames(form.owners)
    const safe = await deploy(plan).catch(() => undefined)
    if (safe) navigate(safePath(chain.shortName, safe, 'home'))
  }
  const setOwners = (owners: SafeForm['owners']) =>
    setForm({ ...form, owners, threshold: Math.min(Math.max(form.threshold, 1), Math.max(owners.length, 1)) })

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
        <OwnerFields owners={form.owners} onChange={setOwners} />
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
            <select value={version} onChange={(e) => setVersion(e.target.value as SafeVersion)} disabled={busy}>
              {VERSIONS.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.label}
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
          {isConnected ? null : <span className="muted">Connect a wallet to deploy.</span>}
        </div>
        {phase.step === 'wallet' ? <p role="status">Confirm the deployment in your wallet…</p> : null}
        {phase.step === 'pending' || phase.step === 'indexing' ? (
          <div role="status" aria-label="Deployment">
            <p>
              {phase.step === 'pending'
                ? 'Deployment pending: waiting for the transaction to be mined…'
                : 'Deployed. Waiting for the gateway to index the new Safe…'}
            </p>
            <p>
              Transaction <AddressView value={phase.hash} short />
              {chain ? <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={phase.hash} /> : null}
            </p>
          </div>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {errorMessage(error)}
          </p>
        ) : null}
      </form>
    </section>
  )
}
