import { useState } from 'react'
import { errorMessage } from '../../../errors'
import { refreshSessions } from '../client/dappStore'
import type { DappSession, WalletKitClient } from '../client/loadWalletKit'

/** The dapps connected to this Safe, each with its chains and a Disconnect button. */
export function SessionList({
  client,
  sessions,
  names,
}: {
  client: WalletKitClient
  sessions: DappSession[]
  names: Record<string, string>
}) {
  const [failure, setFailure] = useState<string | null>(null)
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
      {sessions.length === 0 ? <p className="muted">No dapp is connected to this Safe.</p> : null}
      <ul>
        {sessions.map((s) => {
          const meta = s.peer.metadata
          const chains = s.namespaces.eip155?.chains ?? []
          return (
            <li key={s.topic} aria-label={meta.name}>
              {meta.icons[0] ? <img src={meta.icons[0]} alt="" width={24} height={24} /> : null}{' '}
              <strong>{meta.name}</strong> ({meta.url}) on {chains.map((c) => names[c] ?? c).join(', ')}{' '}
              <button type="button" className="button" onClick={() => void disconnect(s.topic)}>
                Disconnect
              </button>
            </li>
          )
        })}
      </ul>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  )
}
