import type { BatchItem } from './batchStore'

/** The batch with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveBatchItem(items: readonly BatchItem[], index: number, by: -1 | 1): BatchItem[] {
  const target = index + by
  const next = [...items]
  const item = next[index]
  const other = next[target]
  if (item === undefined || other === undefined) return next
  next[index] = other
  next[target] = item
  return next
}

/** The batch without the item `id`. */
export function removeBatchItem(items: readonly BatchItem[], id: string): BatchItem[] {
  return items.filter((item) => item.id !== id)
}
