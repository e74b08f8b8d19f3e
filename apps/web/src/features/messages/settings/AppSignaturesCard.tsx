import { useAlwaysOnChainSignatures } from './messageSettings'

/** Settings → Apps: "Always use on-chain signatures" for the messages apps ask to sign. */
export function AppSignaturesCard() {
  const [enabled, setEnabled] = useAlwaysOnChainSignatures()
  return (
    <section className="card" aria-label="App signatures">
      <h2>App signatures</h2>
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Always use on-chain
        signatures
      </label>
      <p className="muted">
        Messages apps ask you to sign become a SignMessageLib transaction, even where owners could sign them off chain.
        Kept in this browser.
      </p>
    </section>
  )
}
