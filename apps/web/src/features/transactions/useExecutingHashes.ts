import { useQuery } from '@tanstack/react-query'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { pendingExecutionsQuery } from '../../tx'

// The queue is read for minutes at a time; an execution someone sent shows within this long for every owner.
const POLL_MS = 10_000

const EMPTY: ReadonlySet<string> = new Set()

/**
 * The safeTxHashes (lower case) of the open Safe's executions that are sent and not mined yet, whoever sent them —
 * the same gateway answer the details page's Executing card reads.
 */
export function useExecutingHashes(): ReadonlySet<string> {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const { data } = useQuery({
    ...pendingExecutionsQuery(gatewayClient, chain.chainId, address),
    refetchInterval: POLL_MS,
    select: (page) => new Set(page.results.map((p) => p.safeTxHash.toLowerCase())),
  })
  return data ?? EMPTY
}

/** The safeTxHash in a multisig transaction's id (`multisig_<safe>_<safeTxHash>`), else null. */
export function safeTxHashOfId(id: string): string | null {
  const [kind, , hash] = id.split('_')
  return kind === 'multisig' && hash ? hash.toLowerCase() : null
}
