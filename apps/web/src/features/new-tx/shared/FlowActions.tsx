import type { DraftCall, DraftOrigin } from '../../../tx-draft/txDraft'
import { AddToBatchButton } from './AddToBatchButton'
import { useFinishFlow } from './useFinishFlow'

/** A flow's built action, or null when the form has errors (the flow then shows them all). */
type Build = () => { title: string; calls: DraftCall[] } | null

/** The end of every flow: "Review" (the one review screen) and "Add to batch" (not when replacing at a nonce). */
export function FlowActions({ origin, build }: { origin: DraftOrigin; build: Build }) {
  const { review, nonce } = useFinishFlow()
  return (
    <div className="form__actions">
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          const action = build()
          if (action) review(origin, action)
        }}
      >
        Review
      </button>
      {nonce === undefined ? (
        <AddToBatchButton build={build} />
      ) : (
        <span className="muted">This transaction replaces the one queued at nonce {nonce}.</span>
      )}
    </div>
  )
}
