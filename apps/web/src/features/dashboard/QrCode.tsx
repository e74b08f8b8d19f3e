import { useEffect, useState } from 'react'
import { usePageSettled } from '../../services/usePageSettled'

// The encoder (~9 KB gzip) is fetched once the page has painted its data (outside the first paint's JS budget): the
// code is a picture, drawn once it is in. A failed fetch only leaves the box empty.
const loadEncoder = () => import('qrcode')

/** A QR code of a text (the Safe's `shortName:address`), drawn as an image. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string>()
  const settled = usePageSettled()
  useEffect(() => {
    if (!settled) return
    let live = true
    loadEncoder()
      .then(({ toDataURL }) => toDataURL(text, { margin: 1, width: 160 }))
      .then((url) => live && setSrc(url))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [text, settled])
  // The box keeps its size meanwhile, so the overview does not shift when the image arrives.
  return src ? (
    <img className="qr" src={src} alt={label} width={160} height={160} />
  ) : (
    <div className="qr" style={{ width: 160, height: 160 }} aria-hidden="true" />
  )
}
