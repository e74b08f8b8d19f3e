import * as v from 'valibot'
import { DraftCallSchema } from './txDraft'

/** One action in the batch: what a flow built (its title and calls). */
export const BatchItemSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  // Only plain calls: the batch becomes one MultiSendCallOnly transaction, which refuses DELEGATE calls.
  calls: v.pipe(v.array(v.object({ ...DraftCallSchema.entries, operation: v.literal(0) })), v.minLength(1)),
})
/** One action in the batch. */
export type BatchItem = v.InferOutput<typeof BatchItemSchema>

const BatchSchema = v.array(BatchItemSchema)

// localStorage, per Safe: the batch is built over several visits and survives closing the tab.
const keyOf = (safeKey: string) => `concord.batch.${safeKey.toLowerCase()}`
// The batch last sent to review, so that going back from the review screen does not lose it.
const previousKeyOf = (safeKey: string) => `concord.batch.previous.${safeKey.toLowerCase()}`
/** The event the batch store fires in this tab when a batch changes (the `storage` event covers other tabs). */
export const BATCH_CHANGED_EVENT = 'concord:batch-changed'

function read(storage: Storage, key: string): BatchItem[] {
  const raw = storage.getItem(key)
  if (!raw) return []
  try {
    const parsed = v.safeParse(BatchSchema, JSON.parse(raw))
    // Whatever does not check out (an older format, a hand-edited value) is dropped rather than sent to sign.
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function write(storage: Storage, key: string, items: readonly BatchItem[]) {
  if (items.length === 0) storage.removeItem(key)
  else storage.setItem(key, JSON.stringify(v.parse(BatchSchema, items)))
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BATCH_CHANGED_EVENT))
}

/** The stored batch and previous batch of one Safe as raw text: it changes exactly when either of them does. */
export function batchSnapshot(safeKey: string, storage: Storage = localStorage): string {
  return `${storage.getItem(keyOf(safeKey))}|${storage.getItem(previousKeyOf(safeKey))}`
}

/** The batch of one Safe (`shortName:address`); an invalid stored batch reads as empty. */
export function loadBatch(safeKey: string, storage: Storage = localStorage): BatchItem[] {
  return read(storage, keyOf(safeKey))
}

/** Replaces the batch of one Safe (an empty list removes it). */
export function saveBatch(safeKey: string, items: readonly BatchItem[], storage: Storage = localStorage): void {
  write(storage, keyOf(safeKey), items)
}

/** Empties the batch once it goes to review, keeping a copy that `restorePreviousBatch` brings back. */
export function takeBatchForReview(safeKey: string, storage: Storage = localStorage): BatchItem[] {
  const items = loadBatch(safeKey, storage)
  write(storage, previousKeyOf(safeKey), items)
  write(storage, keyOf(safeKey), [])
  return items
}

/** The batch last sent to review (empty when none). */
export function loadPreviousBatch(safeKey: string, storage: Storage = localStorage): BatchItem[] {
  return read(storage, previousKeyOf(safeKey))
}

/** Puts the batch last sent to review back in front of whatever was added since. */
export function restorePreviousBatch(safeKey: string, storage: Storage = localStorage): void {
  const previous = loadPreviousBatch(safeKey, storage)
  write(storage, keyOf(safeKey), [...previous, ...loadBatch(safeKey, storage)])
  write(storage, previousKeyOf(safeKey), [])
}
