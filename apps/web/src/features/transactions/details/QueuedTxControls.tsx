import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { lazy, Suspense } from 'react'
import { ActionsChecking } from './ActionsChecking'
import type { HashCheck } from './verifyTxHashes'

// Sign, Execute, reject and delete (wallet signing, execution, gas estimation: most of viem) only ever act on a queued
// transaction: their code is a chunk of its own, fetched with such a transaction and never with an executed one.
const TxActions = lazy(() => import('./TxActions').then((m) => ({ default: m.TxActions })))
// The same for a parent Safe's approval of a nested Safe's transaction (it signs, and reads the parents on the chain).
const ParentApprovalPanel = lazy(() => import('../../nested-safes').then((m) => ({ default: m.ParentApprovalPanel })))

/**
 * What owners can do with a transaction not executed yet: a parent Safe's approval, then Sign, Execute and the queue
 * actions, each loaded when the page shows such a transaction. Until their code is in and the hashes are checked,
 * "Checking…" stands where Sign and Execute will be.
 */
export function QueuedTxControls({
  tx,
  safeInfo,
  owners,
  queued,
  check,
  failure,
}: {
  tx: TransactionDetails
  safeInfo: SafeInfo | undefined
  owners: readonly string[]
  /** Awaiting confirmations or execution. */
  queued: boolean
  check: HashCheck | undefined
  /** Why the simulation says it will fail, in words, or null. */
  failure: string | null
}) {
  if (tx.txHash !== null) return null
  return (
    <>
      <Suspense fallback={null}>
        <ParentApprovalPanel tx={tx} owners={owners} />
      </Suspense>
      {safeInfo && queued && tx.detailedExecutionInfo?.type === 'MULTISIG' ? (
        <Suspense fallback={<ActionsChecking />}>
          <TxActions tx={tx} safe={safeInfo} check={check} failure={failure} />
        </Suspense>
      ) : null}
    </>
  )
}
