import { useAccount } from 'wagmi'

/** The review step's buttons: Deploy Safe (the form's submit), Create now, deploy later (signed in), and Back. */
export function ReviewActions({
  busy,
  registering,
  signedIn,
  onLater,
  onBack,
}: {
  busy: boolean
  registering: boolean
  signedIn: boolean
  onLater: () => void
  onBack: () => void
}) {
  const { isConnected } = useAccount()
  return (
    <>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !isConnected}>
          {busy && !registering ? 'Deploying…' : 'Deploy Safe'}
        </button>
        <button type="button" className="button" disabled={busy || !signedIn} onClick={onLater}>
          {registering ? 'Registering…' : 'Create now, deploy later'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onBack}>
          Back
        </button>
        {isConnected ? null : <span className="muted">Connect a wallet to deploy.</span>}
      </div>
      <p className="muted">
        {signedIn
          ? 'Create now, deploy later: the address can receive funds at once; the Safe is deployed with its first transaction, or when you choose.'
          : 'Sign in with the wallet of an owner to create now and deploy later.'}
      </p>
    </>
  )
}
