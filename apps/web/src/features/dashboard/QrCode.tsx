import { useEffect, useState } from 'react'

// The encoder (~9 KB gzip) is fetched when the dashboard's code loads, alongside the Safe's data, and the page does
// not wait for it: the code is a picture, drawn once both are in.
const encoder = import('qrcode')
// A failed fetch only leaves the box empty; the effect below handles it, this keeps it from counting as unhandled.
encoder.catch(() => undefined)

/** A QR code of a text (the Safe's `shortName:address`), drawn as an image. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let live = true
    encoder
      .then(({ toDataURL }) => toDataURL(text, { margin: 1, width: 160 }))
      .then((url) => live && setSrc(url))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [text])
  // The box keeps its size meanwhile, so the overview does not shift when the image arrives.
  return src ? (
    <img className="qr" src={src} alt={label} width={160} height={160} />
  ) : (
    <div className="qr" style={{ width: 160, height: 160 }} aria-hidden="true" />
  )
}
