import { useAccount } from 'wagmi'

const LABELS = {
  disconnected: 'Disconnected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connected: 'Connected',
} as const

/**
 * wagmi's connection status (disconnected, connecting, reconnecting, connected), always there: a coloured dot beside
 * the wallet buttons, in words while a connection is under way (connected or not is what the buttons already say;
 * screen readers hear the words in every state).
 */
export function ConnectionStatus() {
  const { status } = useAccount()
  const settled = status === 'connected' || status === 'disconnected'
  return (
    <span className={`status status--${status}`} role="status" data-testid="connection-status" title={LABELS[status]}>
      <span className="status__dot" aria-hidden="true" />
      <span className={settled ? 'sr-only' : undefined}>{LABELS[status]}</span>
    </span>
  )
}
