import { z } from 'zod'

/** Liveness: the process answers. */
export const Liveness = z.object({ status: z.literal('ok') })
export type Liveness = z.output<typeof Liveness>

/** One chain's indexer as readiness reports it; `indexing` is whether this replica holds the chain's lock. */
export const ChainLag = z.object({
  indexing: z.boolean(),
  indexedBlock: z.number().int().nullable(),
  headBlock: z.number().int().nullable(),
  lag: z.number().int().nullable(),
  lastError: z.string().nullable(),
})
export type ChainLag = z.output<typeof ChainLag>

/** Readiness: the database answers (else 503), with every chain's indexer lag. */
export const Readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  chains: z.record(z.string(), ChainLag),
})
export type Readiness = z.output<typeof Readiness>
