import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { useCurrentSafe } from '../../../services/currentSafe'
import { HashesPanel } from './HashesPanel'
import { QueuedTxControls } from './QueuedTxControls'
import { useHashCheck } from './useHashCheck'

/**
 * A multisig transaction's parts that wait for its hashes, recomputed in the browser once the page has painted: what
 * owners can do with it (nothing before the hashes match) and the hashes themselves. The check's state lives here, so
 * its arrival renders these parts again, not the calls and warnings above them.
 */
export function MultisigChecks({
  tx,
  safeInfo,
  owners,
  queued,
  failure,
}: {
  tx: TransactionDetails
  safeInfo: SafeInfo | undefined
  owners: readonly string[]
  queued: boolean
  /** Why the simulation says it will fail, in words, or null. */
  failure: string | null
}) {
  const { chain } = useCurrentSafe()
  // Three EIP-712 hashes: once per transaction and in idle time after the page has painted (at a phone's CPU speed
  // each pass was a task of its own); the actions they gate wait for them.
  const check = useHashCheck(tx, chain.chainId, safeInfo === undefined ? undefined : (safeInfo.version ?? null))
  return (
    <>
      <QueuedTxControls tx={tx} safeInfo={safeInfo} owners={owners} queued={queued} check={check} failure={failure} />
      <HashesPanel check={check} />
    </>
  )
}
