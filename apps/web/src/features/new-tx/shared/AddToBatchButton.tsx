import { useState } from 'react'
import type { DraftCall } from '../../../tx-draft/txDraft'
import { useBatch } from '../../../tx-draft/useBatch'

/** "Add to batch" for a flow: `build` returns the action (or null when the form has errors, which it then shows). */
export function AddToBatchButton({ build }: { build: () => { title: string; calls: DraftCall[] } | null }) {
  const { items, add } = useBatch()
  const [added, setAdded] = useState<string | null>(null)
  const onClick = () => {
    const action = build()
    if (!action) return
    setAdded(add(action.title, action.calls) ? action.title : null)
  }
  return (
    <>
      <button type="button" className="button" onClick={onClick}>
        Add to batch
      </button>
      {added ? (
        <span role="status">
          Added "{added}" to the batch ({items.length} {items.length === 1 ? 'action' : 'actions'}).
        </span>
      ) : null}
    </>
  )
}
