import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { DraftCall, DraftOrigin } from '../../../tx-draft/txDraft'
import { useStartReview } from '../../../tx-draft/useStartReview'
import { readFixedNonce, withFixedNonce } from './fixedNonce'

/** How a flow ends: `review(origin, action)` opens the review screen, honouring a `?nonce=N` fixed by "Replace". */
export function useFinishFlow() {
  const [search] = useSearchParams()
  const nonce = readFixedNonce(search)
  const start = useStartReview()
  const review = useCallback(
    (origin: DraftOrigin, action: { title: string; calls: DraftCall[] }) =>
      start(withFixedNonce({ title: action.title, origin, calls: action.calls }, nonce)),
    [start, nonce],
  )
  return { review, nonce }
}
