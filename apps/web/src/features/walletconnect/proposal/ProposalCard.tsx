import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '../../../errors'
import { useCurrentSafe } from '../../../services/currentSafe'
import { refreshSessions, settleProposal } from '../client/dappStore'
import type { DappProposal, WalletKitClient } from '../client/loadWalletKit'
import type { SafeChain } from '../sessions/useSafeChains'
import { approveNamespaces, askedOf } from './approveNamespaces'
import { verification } from './verification'

const list = (items: string[]) => (items.length > 0 ? [...new Set(items)].join(', ') : 'none')

/**
 * A dapp's session proposal: who asks (name, URL, icon, WalletConnect's verification of its domain) and what for
 * (chains, methods, events); approved only for the open Safe on chains where it exists, refused in words otherwise.
 */
export function ProposalCard(props: {
  client: WalletKitClient
  proposal: DappProposal
  safeChains: SafeChain[]
  names: Record<string, string>
  loading: boolean
}) {
  const { client, proposal, safeChains, names } = props
  const { address: safe } = useCurrentSafe()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { proposer, requiredNamespaces, optionalNamespaces } = proposal.params
  const meta = proposer.metadata
  const required = askedOf(requiredNamespaces)
  const optional = askedOf(optionalNamespaces)
  const verify = verification(proposal)
  const decision = approveNamespaces(
    { requiredNamespaces, optionalNamespaces },
    safe,
    safeChains.map((c) => c.caip),
    names,
  )
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await work()
      settleProposal(proposal.id)
      refreshSessions()
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  const reject = (message: string) =>
    act(() => client.rejectSession({ id: proposal.id, reason: { code: 5000, message } }))
  // A proposal the Safe cannot meet is refused at once, with the reason, so the dapp is not left waiting; the words
  // stay on screen until dismissed.
  const refusedReason = !props.loading && !decision.ok ? decision.reason : null
  const refused = useRef(false)
  useEffect(() => {
    if (refusedReason === null || refused.current) return
    refused.current = true
    client
      .rejectSession({ id: proposal.id, reason: { code: 5100, message: refusedReason } })
      .catch((error: unknown) => {
        setFailure(errorMessage(error))
      })
  }, [client, proposal.id, refusedReason])
  return (
    <section className="card" aria-label="Session proposal">
      <h2>
        {meta.icons[0] ? <img src={meta.icons[0]} alt="" width={32} height={32} /> : null} {meta.name} wants to connect
      </h2>
      <dl className="fields">
        <dt>URL</dt>
        <dd>{meta.url}</dd>
        <dt>Verification</dt>
        <dd className={verify.danger ? 'banner banner--warning' : undefined}>
          <strong>{verify.label}</strong>: {verify.detail}
        </dd>
        {meta.description ? (
          <>
            <dt>Description</dt>
            <dd>{meta.description}</dd>
          </>
        ) : null}
        <dt>Required chains</dt>
        <dd>{list(required.chains.map((c) => names[c] ?? c))}</dd>
        <dt>Optional chains</dt>
        <dd>{list(optional.chains.map((c) => names[c] ?? c))}</dd>
        <dt>Methods</dt>
        <dd>{list([...required.methods, ...optional.methods])}</dd>
        <dt>Events</dt>
        <dd>{list([...required.events, ...optional.events])}</dd>
      </dl>
      {props.loading ? (
        <p className="muted">Looking up the chains this Safe exists on…</p>
      ) : decision.ok ? (
        <>
          <p>
            The dapp will see this Safe ({safe}) on {list(decision.namespaces.eip155.chains.map((c) => names[c] ?? c))}.
            It can ask for transactions and signatures; each one waits for your review here.
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => act(() => client.approveSession({ id: proposal.id, namespaces: decision.namespaces }))}
          >
            Approve
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => reject('The user rejected the session.')}
          >
            Reject
          </button>
        </>
      ) : (
        <>
          <p role="alert">Refused: {decision.reason} The dapp was told so.</p>
          <button type="button" className="button" onClick={() => settleProposal(proposal.id)}>
            Dismiss
          </button>
        </>
      )}
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  )
}
