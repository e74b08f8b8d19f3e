import { useEffect, useRef } from 'react'
import { AddressView } from '../../ui/AddressView'
import { X } from '../../ui/icons'
import { QrCode } from './QrCode'

/**
 * "Receive": the Safe's address with its chain prefix as a QR code (`eth:0x…`, so a wallet that scans it knows the
 * chain) and as text to copy, with the chain said in words. A modal <dialog>: Escape and the close button close it.
 */
export function ReceiveDialog(props: { shortName: string; address: string; chainName: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const prefixed = `${props.shortName}:${props.address}`
  return (
    <dialog ref={ref} className="dialog receive" aria-labelledby="receive-title" onClose={props.onClose}>
      <div className="dialog__head">
        <h2 id="receive-title">Receive</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => ref.current?.close()}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <p className="muted">
        Send only assets on <strong>{props.chainName}</strong> to this Safe.
      </p>
      <QrCode text={prefixed} label={`QR code of ${prefixed}`} />
      <AddressView value={props.address} />
      <p className="muted receive__prefixed">
        With the chain prefix: <code>{prefixed}</code>
      </p>
    </dialog>
  )
}
