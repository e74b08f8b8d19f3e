import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useCurrentSafe } from '../services/currentSafe'
import {
  BATCH_CHANGED_EVENT,
  batchSnapshot,
  loadBatch,
  loadPreviousBatch,
  restorePreviousBatch,
  saveBatch,
  takeBatchForReview,
} from './batchStore'
import { buildBatchDraft } from './buildBatchDraft'
import { moveBatchItem, removeBatchItem } from './editBatch'
import type { DraftCall } from './txDraft'
import { useStartReview } from './useStartReview'

function subscribe(onChange: () => void) {
  window.addEventListener(BATCH_CHANGED_EVENT, onChange)
  // Another tab of the same Safe changed the batch.
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(BATCH_CHANGED_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The current Safe's batch, shared by every component that shows or edits it (and by other tabs). */
export function useBatch() {
  const { shortName, address } = useCurrentSafe()
  const safeKey = `${shortName}:${address}`
  const startReview = useStartReview()
  // The raw stored strings are the snapshot: stable between changes, so React re-renders only on a real change.
  const raw = useSyncExternalStore(subscribe, () => batchSnapshot(safeKey))
  // biome-ignore lint/correctness/useExhaustiveDependencies: `raw` is what changes when the stored batch does
  const items = useMemo(() => loadBatch(safeKey), [safeKey, raw])
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const previous = useMemo(() => loadPreviousBatch(safeKey), [safeKey, raw])

  const add = useCallback(
    (title: string, calls: DraftCall[]): boolean => {
      // MultiSendCallOnly refuses DELEGATE calls: such an action is reviewed on its own, never batched.
      if (calls.some((c) => c.operation !== 0)) return false
      const item = { id: crypto.randomUUID(), title, calls: calls.map((c) => ({ ...c, operation: 0 as const })) }
      saveBatch(safeKey, [...loadBatch(safeKey), item])
      return true
    },
    [safeKey],
  )
  const move = useCallback(
    (index: number, by: -1 | 1) => saveBatch(safeKey, moveBatchItem(loadBatch(safeKey), index, by)),
    [safeKey],
  )
  const remove = useCallback((id: string) => saveBatch(safeKey, removeBatchItem(loadBatch(safeKey), id)), [safeKey])
  const review = useCallback(() => {
    const draft = buildBatchDraft(takeBatchForReview(safeKey))
    if (draft) startReview(draft)
  }, [safeKey, startReview])
  const restore = useCallback(() => restorePreviousBatch(safeKey), [safeKey])
  return { items, previous, add, move, remove, review, restore }
}
