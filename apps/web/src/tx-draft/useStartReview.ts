import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useCurrentSafe } from '../services/currentSafe'
import { saveDraft } from './draftStore'
import type { TxDraft } from './txDraft'

/** Returns `start(draft)`: stores the draft and opens the review screen, where every flow ends. */
export function useStartReview() {
  const { shortName, address } = useCurrentSafe()
  const navigate = useNavigate()
  return useCallback(
    (draft: TxDraft) => {
      const safeKey = `${shortName}:${address}`
      saveDraft(safeKey, draft)
      navigate(`/${safeKey}/transactions/review`)
    },
    [shortName, address, navigate],
  )
}
