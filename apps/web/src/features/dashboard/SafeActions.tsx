import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { QrCode as QrIcon, Send } from '../../ui/icons'

// The dialog, its QR encoder included, loads when "Receive" is first pressed: the home page does not carry it.
const ReceiveDialog = lazy(() => import('./ReceiveDialog').then((m) => ({ default: m.ReceiveDialog })))

/** The dashboard's two main actions: Send (the send-tokens flow) and Receive (the address and its QR code). */
export function SafeActions() {
  const { shortName, address, chain } = useCurrentSafe()
  const [receiving, setReceiving] = useState(false)
  return (
    <div className="safe-actions">
      <Link
        className="button button--primary button--icon button--large"
        to="../transactions/new/tokens"
        relative="path"
      >
        <Send size={18} aria-hidden="true" />
        Send
      </Link>
      <button type="button" className="button button--icon button--large" onClick={() => setReceiving(true)}>
        <QrIcon size={18} aria-hidden="true" />
        Receive
      </button>
      {receiving ? (
        <Suspense fallback={null}>
          <ReceiveDialog
            shortName={shortName}
            address={address}
            chainName={chain.chainName}
            onClose={() => setReceiving(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
