import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'

/** The gateway queries of one Safe that an event can make stale (the second element of their query keys). */
export type SafeQueryKind =
  | 'safeInfo'
  | 'queue'
  | 'history'
  | 'balances'
  | 'collectibles'
  | 'txDetails'
  | 'messages'
  | 'ownedSafes'

/** Every kind: what an unknown event or a gap in the stream (missed events) invalidates. */
export const ALL_SAFE_QUERIES: readonly SafeQueryKind[] = [
  'safeInfo',
  'queue',
  'history',
  'balances',
  'collectibles',
  'txDetails',
  'messages',
  'ownedSafes',
]

// Names as the gateway sends them (Safe Transaction Service event types).
const CHANGES: Record<string, readonly SafeQueryKind[]> = {
  PENDING_MULTISIG_TRANSACTION: ['queue'],
  NEW_CONFIRMATION: ['queue', 'txDetails'],
  DELETED_MULTISIG_TRANSACTION: ['queue', 'txDetails'],
  // An execution moves the nonce and may change owners, threshold, assets and the other queued transactions.
  EXECUTED_MULTISIG_TRANSACTION: [
    'queue',
    'history',
    'safeInfo',
    'balances',
    'collectibles',
    'txDetails',
    'ownedSafes',
  ],
  MODULE_TRANSACTION: ['history', 'safeInfo', 'balances', 'collectibles', 'ownedSafes'],
  INCOMING_ETHER: ['history', 'balances'],
  INCOMING_TOKEN: ['history', 'balances', 'collectibles'],
  OUTGOING_ETHER: ['history', 'balances'],
  OUTGOING_TOKEN: ['history', 'balances', 'collectibles'],
  MESSAGE_CREATED: ['messages'],
  MESSAGE_CONFIRMATION: ['messages'],
}

// The stream is a trust boundary: `type` says what changed, the ids narrow which details go stale and what a
// notification links to. valibot, not zod: this is read at the first paint (see config/runtimeConfig.ts).
const SafeEventSchema = v.looseObject({
  type: v.string(),
  safeTxHash: v.optional(v.string()),
  txHash: v.optional(v.string()),
  messageHash: v.optional(v.string()),
  tokenAddress: v.optional(v.string()),
  value: v.optional(v.string()),
  from: v.optional(v.string()),
  failed: v.optional(v.boolean()),
})

/** One event of a Safe's stream, as far as the app reads it. */
export type SafeEvent = v.InferOutput<typeof SafeEventSchema>

/** Parses one `data:` payload; null when it is not an event (the app then refetches everything of the Safe). */
export function parseSafeEvent(data: string): SafeEvent | null {
  try {
    const parsed = v.safeParse(SafeEventSchema, JSON.parse(data))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** The queries an event makes stale: exactly those its kind changes, everything for an event the app does not know. */
export function queriesChangedBy(event: SafeEvent | null): readonly SafeQueryKind[] {
  return (event && CHANGES[event.type]) ?? ALL_SAFE_QUERIES
}

/** Where a Safe's queries live: chain and checksummed address; `safeTxHash` narrows the transaction details. */
export type SafeScope = { chainId: string; address: string; safeTxHash?: string | undefined }

/** Whether a query key belongs to `kinds` of the Safe in `scope`. */
export function isSafeQuery(key: readonly unknown[], scope: SafeScope, kinds: readonly SafeQueryKind[]): boolean {
  const [root, kind, chainId, subject] = key
  if (root !== 'gateway' || !kinds.includes(kind as SafeQueryKind) || chainId !== scope.chainId) return false
  const id = String(subject).toLowerCase()
  // Owned-Safe lists are keyed by owner: an owner change can touch any of them on this chain.
  if (kind === 'ownedSafes') return true
  // Details are keyed by transaction id (multisig_{safe}_{safeTxHash}, module_…, transfer_…).
  if (kind === 'txDetails') return id.includes((scope.safeTxHash ?? scope.address).toLowerCase())
  return id === scope.address.toLowerCase()
}

/**
 * Marks the Safe's `kinds` queries stale; the ones on screen refetch at once, the others when next shown. With
 * `olderThan` (catching up after a gap) only data older than that goes stale, and a fetch already under way is
 * kept rather than restarted; an event restarts it, since it may have read the gateway before the change.
 */
export function invalidateSafeQueries(
  queryClient: QueryClient,
  scope: SafeScope,
  kinds: readonly SafeQueryKind[],
  olderThan?: number,
): Promise<void> {
  const catchingUp = olderThan !== undefined
  return queryClient.invalidateQueries(
    {
      predicate: (query) =>
        (!catchingUp || query.state.dataUpdatedAt < olderThan) && isSafeQuery(query.queryKey, scope, kinds),
    },
    { cancelRefetch: !catchingUp },
  )
}
