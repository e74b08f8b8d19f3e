import { useAccount } from 'wagmi'

const LABELS = {
  disconnected: 'Disconnected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connected: 'Connected',
} as const

/** wagmi's connection status (disconnected, connecting, reconnecting, connected), always visible. */
export function ConnectionStatus() {
  const { status } = useAccount()
  return (
    <span className={`status status--${status}`} role="status" data-testid="connection-status">
      {LABELS[status]}
    </span>
  )
}
