import { FULL_SAFE_VERSIONS, type FullSafeVersion } from '@concord/protocol'
import { AddressView } from '../../ui/AddressView'
import { Picker } from '../../ui/picker/Picker'
import { thresholdOptions } from '../../ui/picker/thresholdOptions'
import { OwnerFields } from './OwnerFields'
import type { useCreateSafeForm } from './useCreateSafeForm'
import { randomSaltNonce } from './validateSafeForm'

// Newest first; every one is created with its L2 singleton, whose events the gateway indexes.
const VERSIONS = [...FULL_SAFE_VERSIONS].reverse()

/** The create-Safe form's fields: network, owners, threshold, version and salt, what to fix, the predicted address. */
export function SafeFormFields({ create, busy }: { create: ReturnType<typeof useCreateSafeForm>; busy: boolean }) {
  const { chains, chainId, setChainId, chain, version, setVersion, form, setForm, setOwners, setThreshold } = create
  const { plan, shown } = create
  return (
    <>
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
      <OwnerFields owners={form.owners} resolved={create.resolved} onChange={setOwners} />
      <div className="card">
        <Picker
          className="field"
          label="Threshold (confirmations needed)"
          value={form.threshold}
          options={thresholdOptions(form.owners.length)}
          onChange={setThreshold}
          disabled={busy}
        />
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
    </>
  )
}
