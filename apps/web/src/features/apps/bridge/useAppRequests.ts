import type { UserRequest } from '@concord/apps-host'
import { useCallback, useState } from 'react'

/** A transaction, message or permission request waiting for the user. */
export type PendingRequest = UserRequest

/** The requests of one app that wait for the user, oldest first. */
export function useAppRequests() {
  const [queue, setQueue] = useState<PendingRequest[]>([])
  const onUserRequest = useCallback((request: UserRequest) => {
    setQueue((current) => [...current, request])
  }, [])
  const settle = useCallback(
    (request: PendingRequest) => setQueue((current) => current.filter((r) => r !== request)),
    [],
  )
  return { queue, onUserRequest, settle }
}
