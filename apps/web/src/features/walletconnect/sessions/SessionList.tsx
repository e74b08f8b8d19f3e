import { useState } from 'react'
import { errorMessage } from '../../../errors'
import { refreshSessions } from '../client/dappStore'
import type { DappSession, WalletKitClient } from '../client/loadWalletKit'
import { sessionSafe } from './sessionSafe'
import { useSafeLabel } from './useSafeLabel'

/** One connected dapp: who, on which chains, the Safe it is connected to now, and Disconnect. */
function SessionItem(props: {
  session: DappSession
  names: Record<string, string>
  onDisconnect: (topic: string) => void
}) {
  const { session, names } = props
  const meta = session.peer.metadata
  const chains = session.namespaces.eip155?.chains ?? []
  const safe = useSafeLabel(sessionSafe(session) ?? '')
  return (
    <li aria-label={meta.name}>
      {meta.icons[0] ? <img src={meta.icons[0]} alt="" width={24} height={24} /> : null} <strong>{meta.name}</strong> (
      {meta.url}) on {chains.map((c) => names[c] ?? c).join(', ')}: connected to <span>{safe}</span>{' '}
      <button type="button" className="button" onClick={() => props.onDisconnect(session.topic)}>
        Disconnect
      </button>
    </li>
  )
}

/**
 * The connected dapps, each with its chains, the Safe it is connected to and a Disconnect button. Every session
 * follows the Safe open on screen (useSessionSync), so the list says which Safe that is.
 */
export function SessionList({
  client,
  sessions,
  names,
  safe,
}: {
  client: WalletKitClient
  sessions: DappSession[]
  names: Record<string, string>
  safe: string
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const label = useSafeLabel(safe)
  const disconnect = async (topic: string) => {
    try {
      await client.disconnectSession({ topic, reason: { code: 6000, message: 'The user disconnected the Safe.' } })
    } catch (error) {
      setFailure(`Could not tell the dapp: ${errorMessage(error)}.`)
    }
    refreshSessions()
  }
  return (
    <section className="card" aria-label="Connected dapps">
      <h2>Connected dapps</h2>
      {sessions.length === 0 ? (
        <p className="muted">No dapp is connected.</p>
      ) : (
        <p>
          Connected to {label}: a dapp acts on the Safe open here, and opening another Safe moves its dapps to that
          Safe.
        </p>
      )}
      <ul>
        {sessions.map((s) => (
          <SessionItem key={s.topic} session={s} names={names} onDisconnect={(topic) => void disconnect(topic)} />
        ))}
      </ul>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  )
}
