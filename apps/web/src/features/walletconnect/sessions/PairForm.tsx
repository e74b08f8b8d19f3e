import { useState } from 'react'
import { errorMessage } from '../../../errors'
import type { WalletKitClient } from '../client/loadWalletKit'
import { pairingUriProblem } from './pairingUri'
import { canReadQr, readQrImage } from './readQrImage'

/** "Connect a dapp": the dapp's wc: link, pasted or read from a QR image where the browser reads QR codes. */
export function PairForm({ client }: { client: WalletKitClient }) {
  const [uri, setUri] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pair = async (text: string) => {
    const why = pairingUriProblem(text)
    setProblem(why)
    if (why) return
    setBusy(true)
    try {
      await client.pair({ uri: text.trim() })
      setUri('')
    } catch (error) {
      setProblem(`The dapp could not be reached: ${errorMessage(error)}. Ask the dapp for a new link.`)
    } finally {
      setBusy(false)
    }
  }
  const fromImage = async (file: File | undefined) => {
    if (!file) return
    const text = await readQrImage(file).catch(() => null)
    if (text === null) return setProblem('No QR code found in this image: paste the link instead.')
    setUri(text)
    await pair(text)
  }
  return (
    <form
      className="card"
      aria-label="Connect a dapp"
      onSubmit={(event) => {
        event.preventDefault()
        void pair(uri)
      }}
    >
      <h2>Connect a dapp</h2>
      <p className="muted">
        In the dapp, choose WalletConnect, copy its link (under the QR code) and paste it here. The dapp then sees this
        Safe as its wallet.
      </p>
      <label className="field">
        <span>WalletConnect link</span>
        <input value={uri} onChange={(e) => setUri(e.target.value)} placeholder="wc:…" autoComplete="off" />
      </label>
      {canReadQr() ? (
        <label className="field">
          <span>Or a QR code image</span>
          <input type="file" accept="image/*" onChange={(e) => void fromImage(e.target.files?.[0])} />
        </label>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Connecting…' : 'Connect'}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </form>
  )
}
