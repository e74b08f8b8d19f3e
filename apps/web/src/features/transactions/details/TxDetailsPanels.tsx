import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useMemo } from 'react'
import { simulatedFailure, TxChecks, useCallChecks } from '../../../tx'
import { AddressView } from '../../../ui/AddressView'
import { InLaterTask } from '../../../ui/InLaterTask'
import { SpentFromLimitNote } from '../../spending-limits'
import { CreationPanel } from './CreationPanel'
import { MultisigChecks } from './MultisigChecks'
import { safeCallOfDetails } from './safeCallOfDetails'
import { TransferPanel } from './TransferPanel'
import { TxDataPanel } from './TxDataPanel'
import { YourSignersPanel } from './YourSignersPanel'

const PENDING: ReadonlySet<string> = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION'])

/**
 * What is signed first (what moves, the decoded calls, the warnings), who signed and what to do; the hashes and raw
 * fields after, for those who check them.
 */
export function TxDetailsPanels({ tx, safeInfo }: { tx: TransactionDetails; safeInfo: SafeInfo | undefined }) {
  const version = safeInfo?.version ?? null
  const exec = tx.detailedExecutionInfo
  const owners = useMemo(() => safeInfo?.owners.map((o) => o.value) ?? [], [safeInfo])
  const call = useMemo(() => safeCallOfDetails(tx), [tx])
  const queued = tx.txHash === null && PENDING.has(tx.txStatus)
  const supported = version && isSupportedVersion(version) ? toSafeVersion(version) : null
  const checks = useCallChecks(call, supported, owners, { simulate: queued })
  return (
    <>
      {tx.txInfo.type === 'Transfer' ? <TransferPanel info={tx.txInfo} txHash={tx.txHash} /> : null}
      {tx.txInfo.type === 'Creation' ? <CreationPanel info={tx.txInfo} /> : null}
      {call ? <TxChecks call={call} checks={checks} simulate={queued} /> : null}
      {exec?.type === 'MULTISIG' ? <YourSignersPanel exec={exec} owners={owners} queued={queued} /> : null}
      {/* The hashes recomputed and the raw fields come a task later: one render of every panel was a long task. */}
      <InLaterTask>
        {exec?.type === 'MULTISIG' ? (
          <MultisigChecks
            tx={tx}
            safeInfo={safeInfo}
            owners={owners}
            queued={queued}
            failure={simulatedFailure(checks)}
          />
        ) : null}
        {exec?.type === 'MODULE' ? (
          <p>
            Executed by module <AddressView value={exec.address.value} name={exec.address.name} />
          </p>
        ) : null}
        <SpentFromLimitNote tx={tx} />
        <TxDataPanel data={tx.txData} exec={exec} />
      </InLaterTask>
    </>
  )
}
