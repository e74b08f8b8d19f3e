import { useEffect, useState } from 'react'

/** A QR code of a text (the Safe's `shortName:address`), drawn as an image. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let live = true
    // The encoder (~9 KB gzip) loads after the page's first paint: the code is a picture nobody waits for.
    import('qrcode')
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
