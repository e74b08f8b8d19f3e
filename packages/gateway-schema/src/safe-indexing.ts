import { z } from 'zod'

/**
 * Concord only (issue 18): how much of a Safe's history the gateway has indexed, for the web's "Indexing history: N%".
 * `mode` is the chain's indexer mode; in mode `all` every Safe's history is read with the chain (`complete`, progress
 * 1). In mode `tracked` a Safe's history is backfilled once it is tracked: `progress` goes from 0 to 1 and `complete`
 * turns true once the indexer follows the Safe with every new block; an untracked Safe has `tracked` false.
 */
export const SafeIndexing = z.object({
  mode: z.enum(['all', 'tracked']),
  tracked: z.boolean(),
  complete: z.boolean(),
  progress: z.number().min(0).max(1),
  /** The block the Safe's code appeared in (tracked mode; null until found). */
  creationBlock: z.number().int().nullable(),
  /** The last block of its history read (tracked mode; null before the first batch). */
  backfilledTo: z.number().int().nullable(),
  /** The chain's indexer cursor: the last block indexed, null before the first. */
  indexedBlock: z.number().int().nullable(),
})
export type SafeIndexing = z.output<typeof SafeIndexing>
