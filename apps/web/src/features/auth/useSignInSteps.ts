import { useCallback, useEffect, useMemo, useState } from 'react'
import { useAccount, useSignMessage } from 'wagmi'
import type { AuthApi } from './authApi'
import { isUserRejection } from './isUserRejection'
import { createSiweMessages, type SiweOrigin } from './siweMessages'

/** Where the sign-in is: fetching a nonce, ready to sign, waiting for the wallet, or the gateway checking. */
export type SignInStep = 'preparing' | 'ready' | 'signing' | 'verifying'

// The product spec's words for each failure (binding).
const PREPARING_ERROR = 'Error preparing message, please retry!'
const SIGNING_ERROR = 'Error signing message, please retry!'
const VERIFYING_ERROR = 'Error verifying signature, please retry!'

/**
 * The sign-in (SIWE) steps against the gateway while the dialog is open: a refusal in the wallet is silent (back to
 * "Sign message"), other failures say which step failed and the button retries. `onSignedIn` runs once the gateway
 * accepted the signature.
 */
export function useSignInSteps(api: AuthApi, where: SiweOrigin, onSignedIn: () => void) {
  const { address, chainId } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const messages = useMemo(() => createSiweMessages(api, where), [api, where])
  const [step, setStep] = useState<SignInStep>('preparing')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    messages.prefetch().then(
      () => live && setStep('ready'),
      () => {
        if (!live) return
        setError(PREPARING_ERROR)
        setStep('ready')
      },
    )
    return () => {
      live = false
    }
  }, [messages])

  const sign = useCallback(async () => {
    if (!address || !chainId) return
    setError(null)
    const message = await messages.next(address, chainId).catch(() => null)
    if (message === null) return setError(PREPARING_ERROR)
    setStep('signing')
    const signature = await signMessageAsync({ message }).catch((failure: unknown) => {
      if (!isUserRejection(failure)) setError(SIGNING_ERROR)
      return null
    })
    if (signature === null) return setStep('ready')
    setStep('verifying')
    const accepted = await api.verify(message, signature).catch(() => false)
    if (accepted) return onSignedIn()
    setError(VERIFYING_ERROR)
    setStep('ready')
  }, [api, address, chainId, messages, signMessageAsync, onSignedIn])

  return { step, error, sign }
}
