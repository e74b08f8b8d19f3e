import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { whenPageSettles } from './whenPageSettles'

/** False until the page has settled once (see whenPageSettles) since the caller mounted, or for a few seconds. */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient()
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (settled) return
    return whenPageSettles(queryClient, () => setSettled(true))
  }, [queryClient, settled])
  return settled
}
