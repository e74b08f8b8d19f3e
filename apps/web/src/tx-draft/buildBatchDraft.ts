import type { BatchItem } from './batchStore'
import type { TxDraft } from './txDraft'

/** One draft with every call of the batch, in the batch's order (the review packs them into MultiSendCallOnly). */
export function buildBatchDraft(items: readonly BatchItem[]): TxDraft | null {
  if (items.length === 0) return null
  const calls = items.flatMap((item) => item.calls)
  const title =
    items.length === 1
      ? (items[0]?.title ?? 'Batch')
      : `Batch of ${items.length} actions: ${items.map((i) => i.title).join('; ')}`
  return { title, origin: 'batch', calls }
}
