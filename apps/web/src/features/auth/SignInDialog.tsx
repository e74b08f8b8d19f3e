import { useEffect, useRef } from 'react'
import { X } from '../../ui/icons'
import type { AuthApi } from './authApi'
import type { SiweOrigin } from './siweMessages'
import { type SignInStep, useSignInSteps } from './useSignInSteps'

const BUTTON_TEXT: Record<SignInStep, string> = {
  preparing: 'Preparing message...',
  ready: 'Sign message',
  signing: 'Waiting for signature...',
  verifying: 'Verifying signature...',
}

/**
 * "Verify your account": signs the gateway's sign-in message with the connected wallet. Ours rather than RainbowKit's,
 * whose dialog disconnects the wallet when it is closed: here "Not now" (or Escape) closes it and leaves the wallet
 * connected, read-only, with "Sign in" in the header to come back.
 */
export function SignInDialog(props: { api: AuthApi; where: SiweOrigin; onSignedIn: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const { step, error, sign } = useSignInSteps(props.api, props.where, props.onSignedIn)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const busy = step !== 'ready'
  return (
    <dialog ref={ref} className="dialog sign-in" aria-labelledby="sign-in-title" onClose={props.onClose}>
      <div className="dialog__head">
        <h2 id="sign-in-title">Verify your account</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => ref.current?.close()}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <p className="muted">
        To finish connecting, sign a message in your wallet: it proves you own this account, and costs nothing. Without
        it you can look around, read-only.
      </p>
      {error && !busy ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void sign()}>
          {BUTTON_TEXT[step]}
        </button>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          Not now
        </button>
      </div>
    </dialog>
  )
}
