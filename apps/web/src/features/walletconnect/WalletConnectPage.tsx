import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { useWalletConnect } from './client/useWalletConnect'
import { ProposalCard } from './proposal/ProposalCard'
import { PairForm } from './sessions/PairForm'
import { SessionList } from './sessions/SessionList'
import { useSafeChains } from './sessions/useSafeChains'

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

// Requests are not shown here but by the Safe's layout (WalletConnectHost), on whichever of its pages is open.
function Connected() {
  const { address: safe } = useCurrentSafe()
  const state = useWalletConnect()
  const { chains: safeChains, names, loading } = useSafeChains()
  const { client } = state
  if (state.failure) return <p role="alert">{state.failure}</p>
  if (!client) return <p className="muted">Starting WalletConnect…</p>
  return (
    <>
      <p className="muted">
        A connected dapp's requests reach you on any of this Safe's pages while Concord is open; those sent while it was
        closed are shown when you come back.
      </p>
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
      <SessionList client={client} sessions={state.sessions} names={names} safe={safe} />
    </>
  )
}

/** The Safe as a wallet for dapps through WalletConnect: pair by link, approve, review requests, disconnect. */
export function WalletConnectPage() {
  const { config } = useApp()
  const { chain, address } = useCurrentSafe()
  return (
    <section className="page">
      <h1>WalletConnect</h1>
      {/* Keyed by Safe and chain: a proposal's decision and chain list are made anew for the Safe now open. */}
      {config.walletConnectProjectId ? <Connected key={`${chain.chainId}:${address}`} /> : <NotConfigured />}
    </section>
  )
}
