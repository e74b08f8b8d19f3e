import { GatewayError } from '@concord/gateway-client'
import type { SafeVersion } from '@concord/protocol'
import { useQueries } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { type CallLike, type DelegateCall, findDelegateCalls } from './findDelegateCalls'
import {
  delegateBlockedBy,
  distinctTargets,
  isCanonicalDelegateTarget,
  untrustedDelegateCalls,
} from './untrustedDelegateCalls'

/** A transaction to check, with where it sits among several (bulk execution: "transaction #5"), else null. */
export type CheckedTx = { scope: string | null; call: CallLike }

/** A DELEGATECALL that needs consent, with the transaction it belongs to when several are checked at once. */
export type ScopedDelegateCall = DelegateCall & { scope: string | null }

/** What the sign and execute controls need to block on untrusted delegate calls until the user consents. */
export type DelegateCallCheck = {
  untrusted: ScopedDelegateCall[]
  /** The distinct targets to consent to, one checkbox each. */
  targets: string[]
  acknowledged: ReadonlySet<string>
  setAcknowledged: (target: string, value: boolean) => void
  /** Why the action is blocked, in words, or null. */
  blockedBy: string | null
}

/**
 * Finds every DELEGATECALL of the transactions at any depth (from their own calldata), asks the gateway's contract
 * info about each target that is not canonical for the Safe's version, and keeps the user's consent per target.
 * A target the gateway does not know (404) or cannot answer for is untrusted.
 */
export function useDelegateCallCheck(
  txs: readonly CheckedTx[],
  version: SafeVersion | null,
  verb: string,
): DelegateCallCheck {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  const [acknowledged, setAcked] = useState<ReadonlySet<string>>(new Set())
  const found = useMemo(
    () => txs.flatMap(({ scope, call }) => findDelegateCalls(call).map((d) => ({ ...d, scope }))),
    [txs],
  )
  const toAsk = distinctTargets(
    found.filter((d) => !d.unreadable && !(version && isCanonicalDelegateTarget(d.target, version))),
  )
  const answers = useQueries({
    queries: toAsk.map((target) => ({
      queryKey: queryKeys.txFlow('delegateTrust', chain.chainId, target.toLowerCase()),
      retry: false,
      staleTime: 5 * 60_000,
      queryFn: () => gatewayTrusts(gatewayClient, chain.chainId, target),
    })),
  })
  const trusted = new Set(toAsk.filter((_, i) => answers[i]?.data === true).map((t) => t.toLowerCase()))
  // A target still being asked about is not called untrusted yet (the page would flash a danger banner and a consent
  // box for Safe's own libraries); signing waits on `checking` meanwhile.
  const asking = new Set(toAsk.filter((_, i) => answers[i]?.isPending).map((t) => t.toLowerCase()))
  const untrusted = version
    ? (untrustedDelegateCalls(found, version, (t) => trusted.has(t.toLowerCase())) as ScopedDelegateCall[]).filter(
        (d) => d.unreadable || !asking.has(d.target.toLowerCase()),
      )
    : found
  return {
    untrusted,
    targets: distinctTargets(untrusted),
    acknowledged,
    setAcknowledged: (target, value) =>
      setAcked((current) => {
        const next = new Set(current)
        if (value) next.add(target.toLowerCase())
        else next.delete(target.toLowerCase())
        return next
      }),
    blockedBy: delegateBlockedBy({ checking: answers.some((a) => a.isPending), untrusted, acknowledged, verb }),
  }
}

/** One transaction as the list `useDelegateCallCheck` takes, the same array while its call's content is the same. */
export function useCheckedTx(call: CallLike | null): CheckedTx[] {
  const to = call?.to
  const data = call?.data
  const operation = call?.operation
  return useMemo(
    () =>
      to === undefined || operation === undefined ? [] : [{ scope: null, call: { to, data: data ?? null, operation } }],
    [to, data, operation],
  )
}

/** The gateway's word on one target: true only for a known contract it marks `trustedForDelegateCall`. */
async function gatewayTrusts(
  client: ReturnType<typeof useApp>['gatewayClient'],
  chainId: string,
  target: string,
): Promise<boolean> {
  try {
    return (await client.getContract(chainId, target)).trustedForDelegateCall === true
  } catch (error) {
    if (error instanceof GatewayError) return false
    throw error
  }
}
