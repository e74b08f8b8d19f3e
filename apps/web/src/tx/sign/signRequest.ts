import type { SafeTransactionData, SafeVersion } from '@concord/protocol'

/** What to sign: the SafeTx, its Safe's version, and whether this signature proposes it (with an origin) or confirms. */
export type SignRequest = {
  tx: SafeTransactionData
  version: SafeVersion
  propose: boolean
  origin?: string
  /** false when an execution follows at once: the pages refetch after it instead (and the form stays mounted). */
  refresh?: boolean
}
