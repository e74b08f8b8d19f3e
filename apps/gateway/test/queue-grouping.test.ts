import type { TransactionSummary } from '@concord/gateway-schema'
import { describe, expect, it } from 'vitest'
import { buildQueueItems } from '../src/modules/transactions/queue/build-queue-page.js'

// The grouping is a pure function of nonces; summaries only carry an id here so the output is readable.
const tx = (nonce: number, id: string) => ({ nonce, summary: { id } as TransactionSummary })
const shape = (items: ReturnType<typeof buildQueueItems>) =>
  items.map((item) =>
    item.type === 'LABEL'
      ? item.label
      : item.type === 'CONFLICT_HEADER'
        ? `header ${item.nonce}`
        : `${item.transaction.id} ${item.conflictType}`,
  )

describe('queue grouping (gateway-api.md §4.5)', () => {
  it('labels Next and Queued and marks a same-nonce conflict HasNext then End', () => {
    const items = buildQueueItems([tx(7, 'a'), tx(7, 'b'), tx(8, 'c')], 7, null, null)
    expect(shape(items)).toEqual(['Next', 'header 7', 'a HasNext', 'b End', 'Queued', 'c None'])
  })

  it('starts with Queued when nothing is executable next', () => {
    expect(shape(buildQueueItems([tx(9, 'a'), tx(10, 'b')], 7, null, null))).toEqual(['Queued', 'a None', 'b None'])
  })

  it('treats a group continued on the next page as a conflict', () => {
    const items = buildQueueItems([tx(7, 'a'), tx(8, 'b')], 7, null, 8)
    expect(shape(items)).toEqual(['Next', 'a None', 'Queued', 'header 8', 'b HasNext'])
  })

  it('continues a conflict from the previous page without a new header and ends it', () => {
    const items = buildQueueItems([tx(8, 'b'), tx(8, 'c'), tx(9, 'd')], 7, 8, null)
    expect(shape(items)).toEqual(['b HasNext', 'c End', 'd None'])
  })

  it('marks the single item carried over from the previous page as End', () => {
    expect(shape(buildQueueItems([tx(8, 'b'), tx(9, 'c')], 7, 8, null))).toEqual(['b End', 'c None'])
  })
})
