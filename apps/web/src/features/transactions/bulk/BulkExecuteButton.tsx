import type { TransactionDetails, TransactionSummary } from '@concord/gateway-client'
import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAccount } from 'wagmi'
import { transactionDetailsQuery } from '../../../query/gatewayQueries'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import {
  type CheckedTx,
  DelegateCallGuard,
  LookAlikeGuard,
  useBulkRecipientCheck,
  useDelegateCallCheck,
} from '../../../tx'
import { BulkExecutionStatus } from './BulkExecutionStatus'
import { useBulkExecute } from './useBulkExecute'

/**
 * On the queue: "Execute N transactions" when at least two consecutive ones from the Safe's nonce are fully signed.
 * Their details are read first: what runs is exactly what was checked, and a DELEGATECALL to untrusted code in any of
 * them keeps the button disabled until the user consents to each target, and so does a recipient of any of them that
 * looks like an address the user or the Safe knows (named with its transaction) until the user ticks "I checked". `run` is that run (findBulkExecutable), as
 * LateBulkExecute finds it.
 */
export function BulkExecuteButton({ run }: { run: readonly TransactionSummary[] }) {
  const { chain } = useCurrentSafe()
  const { gateway } = useApp()
  const info = useSafeInfo()
  const { isConnected } = useAccount()
  const { execute, phase } = useBulkExecute()
  const details = useQueries({
    queries: (run.length >= 2 ? run : []).map((t) => transactionDetailsQuery(gateway, chain.chainId, t.id)),
  })
  const loaded = details.flatMap((d) => (d.data ? [d.data] : []))
  const version = info.data?.version && isSupportedVersion(info.data.version) ? toSafeVersion(info.data.version) : null
  const checked = useCheckedTxs(loaded)
  const delegates = useDelegateCallCheck(checked, version, 'execute them')
  const recipients = useBulkRecipientCheck(checked, 'execute them')
  const busy = phase.step === 'loading' || phase.step === 'wallet' || phase.step === 'pending'
  if (run.length < 2 && phase.step === 'idle') return null
  const ready = loaded.length === run.length && delegates.blockedBy === null && recipients.blockedBy === null
  const nonces = run.map((t) => (t.executionInfo?.type === 'MULTISIG' ? t.executionInfo.nonce : '')).join(', ')
  return (
    <section className="card" aria-label="Bulk execution">
      {run.length >= 2 ? (
        <>
          <BulkGuards delegates={delegates} recipients={recipients} />
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy || !isConnected || !ready}
              onClick={() => execute({ details: loaded, version: info.data?.version ?? null })}
            >
              Execute {run.length} transactions
            </button>
            <span className="muted">
              {isConnected
                ? `Nonces ${nonces} in one transaction from your wallet.`
                : 'Connect a wallet to execute them in one transaction.'}
            </span>
          </div>
        </>
      ) : null}
      <BulkExecutionStatus phase={phase} chain={chain} />
    </section>
  )
}

/**
 * What holds the button: untrusted delegate calls and look-alike recipients, each with its consent, and why in words
 * (the recipients' reason once there is a look-alike: "checking…" alone is not worth a line).
 */
function BulkGuards(props: {
  delegates: ReturnType<typeof useDelegateCallCheck>
  recipients: ReturnType<typeof useBulkRecipientCheck>
}) {
  const { delegates, recipients } = props
  return (
    <>
      <DelegateCallGuard check={delegates} />
      <LookAlikeGuard check={recipients} />
      {delegates.blockedBy ? <p className="field__error">{delegates.blockedBy}</p> : null}
      {recipients.lookAlikes.length > 0 && recipients.blockedBy ? (
        <p className="field__error">{recipients.blockedBy}</p>
      ) : null}
    </>
  )
}

/** The transactions' calls as the delegate-call check takes them, scoped by nonce; the same array while unchanged. */
function useCheckedTxs(details: readonly TransactionDetails[]): CheckedTx[] {
  const key = details.map((d) => `${d.txId}:${d.txData?.hexData ?? ''}`).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of `details`, which is a new array each render
  return useMemo(() => details.flatMap(checkedTxOf), [key])
}

function checkedTxOf(details: TransactionDetails): CheckedTx[] {
  const exec = details.detailedExecutionInfo
  const data = details.txData
  if (!data) return []
  const scope = exec?.type === 'MULTISIG' ? `transaction #${exec.nonce}` : details.txId
  return [{ scope, call: { to: data.to.value, data: data.hexData, operation: data.operation } }]
}
