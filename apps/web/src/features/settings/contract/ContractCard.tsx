import type { AddressInfo, SafeInfo } from '@concord/gateway-client'
import { AddressView } from '../../../ui/AddressView'
import type { SafeSetup } from '../safeSetup'
import { FallbackHandlerForm } from './FallbackHandlerForm'
import { GuardForm } from './GuardForm'
import { ModuleGuardForm } from './ModuleGuardForm'
import { UpdateSafe } from './UpdateSafe'

function AddressRow({ label, info }: { label: string; info: AddressInfo | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{info ? <AddressView value={info.value} name={info.name} /> : <span className="muted">None</span>}</dd>
    </>
  )
}

/** Version, nonce, implementation, guard and fallback handler; owners can change the last two and update the Safe. */
export function ContractCard({ info, safe, canManage }: { info: SafeInfo; safe: SafeSetup; canManage: boolean }) {
  return (
    <section className="card" aria-label="Contract">
      <h2>Contract</h2>
      <dl className="fields">
        <dt>Version</dt>
        <dd>{info.version ?? 'Unknown'}</dd>
        <dt>Nonce</dt>
        <dd>{info.nonce}</dd>
        <AddressRow label="Implementation" info={info.implementation} />
        <AddressRow label="Fallback handler" info={info.fallbackHandler} />
        <AddressRow label="Guard" info={info.guard} />
        {info.moduleGuard ? <AddressRow label="Module guard" info={info.moduleGuard} /> : null}
      </dl>
      {canManage ? (
        <>
          <UpdateSafe safe={safe} />
          <GuardForm safe={safe} />
          <ModuleGuardForm safe={safe} />
          <FallbackHandlerForm safe={safe} />
        </>
      ) : null}
    </section>
  )
}
