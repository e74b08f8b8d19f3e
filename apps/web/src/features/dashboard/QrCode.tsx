import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'

/** A QR code of a text (the Safe's `shortName:address`), drawn as an image. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let live = true
    toDataURL(text, { margin: 1, width: 160 }).then((url) => live && setSrc(url))
    return () => {
      live = false
    }
  }, [text])
  return src ? <img className="qr" src={src} alt={label} width={160} height={160} /> : null
}
