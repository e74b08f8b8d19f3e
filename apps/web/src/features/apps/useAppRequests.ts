import type { UserRequest } from '@concord/apps-host'
import { useCallback, useState } from 'react'

/** A transaction or permission request waiting for the user. */
export type PendingRequest = Extract<UserRequest, { kind: 'sendTransactions' | 'requestPermissions' }>

/** What an app is told when it asks to sign a message: the wallet cannot do it yet, so the app can say so. */
export const MESSAGE_SIGNING_UNAVAILABLE =
  'Message signing from apps is not available in this wallet yet: sign the message in another wallet, or ask the app for a transaction instead.'

/**
 * The requests of one app that wait for the user, oldest first. Message signing is answered at once with an error
 * (it is not available yet), so an app is never left waiting.
 */
export function useAppRequests() {
  const [queue, setQueue] = useState<PendingRequest[]>([])
  const onUserRequest = useCallback((request: UserRequest) => {
    if (request.kind === 'signMessage' || request.kind === 'signTypedMessage') {
      request.reject(MESSAGE_SIGNING_UNAVAILABLE)
      return
    }
    setQueue((current) => [...current, request])
  }, [])
  const settle = useCallback(
    (request: PendingRequest) => setQueue((current) => current.filter((r) => r !== request)),
    [],
  )
  return { queue, onUserRequest, settle }
}
