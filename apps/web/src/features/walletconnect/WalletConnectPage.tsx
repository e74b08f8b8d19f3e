import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { DappSession } from './client/loadWalletKit'
import { useWalletConnect } from './client/useWalletConnect'
import { ProposalCard } from './proposal/ProposalCard'
import { DappRequests } from './requests/DappRequests'
import { useRequestRouter } from './requests/useRequestRouter'
import { PairForm } from './sessions/PairForm'
import { SessionList } from './sessions/SessionList'
import { useSafeChains } from './sessions/useSafeChains'
import { useSessionSync } from './sessions/useSessionSync'

/** Without a project id the gateway hands out, WalletConnect is off: how the operator turns it on. */
function NotConfigured() {
  return (
    <section className="card" aria-label="WalletConnect is off">
      <p role="status">WalletConnect is not enabled on this Concord, so dapps cannot connect to this Safe yet.</p>
      <p>
        To enable it, the operator sets <code>walletConnect.projectId</code> in the gateway's config (a project id from
        cloud.reown.com; <code>walletConnect.relayUrl</code> for a private relay) and restarts the gateway. Dapps can
        still be used as embedded apps from the Apps page.
      </p>
    </section>
  )
}

const holdsSafe = (session: DappSession, safe: string) =>
  (session.namespaces.eip155?.accounts ?? []).some((a) => a.toLowerCase().endsWith(`:${safe.toLowerCase()}`))

function Connected() {
  const { chain, address: safe } = useCurrentSafe()
  const state = useWalletConnect()
  const { chains: safeChains, names, loading } = useSafeChains()
  useSessionSync(state.client, state.sessions, safe, chain.chainId)
  const waiting = useRequestRouter(state.client, state.requests, safeChains)
  const { client } = state
  if (state.failure) return <p role="alert">{state.failure}</p>
  if (!client) return <p className="muted">Starting WalletConnect…</p>
  return (
    <>
      <p className="muted">
        Keep this page open while you use a connected dapp: its requests wait here for your review.
      </p>
      <DappRequests client={client} queue={waiting} />
      {state.proposals.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          client={client}
          proposal={proposal}
          safeChains={safeChains}
          names={names}
          loading={loading}
        />
      ))}
      <PairForm client={client} />
      <SessionList client={client} sessions={state.sessions.filter((s) => holdsSafe(s, safe))} names={names} />
    </>
  )
}

/** The Safe as a wallet for dapps through WalletConnect: pair by link, approve, review requests, disconnect. */
export function WalletConnectPage() {
  const { config } = useApp()
  return (
    <section className="page">
      <h1>WalletConnect</h1>
      {config.walletConnectProjectId ? <Connected /> : <NotConfigured />}
    </section>
  )
}
