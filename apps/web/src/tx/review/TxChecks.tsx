import { useCurrentSafe } from '../../services/currentSafe'
import { ApprovalsPanel, type EditApproval } from '../approvals/ApprovalsPanel'
import { BalanceChangesPanel } from '../simulate/BalanceChangesPanel'
import { balanceChanges } from '../simulate/balanceChanges'
import { SimulationFailureLead } from '../simulate/SimulationFailureLead'
import { SimulationPanel } from '../simulate/SimulationPanel'
import { RecipientsPanel } from '../warnings/RecipientsPanel'
import { WarningsPanel } from '../warnings/WarningsPanel'
import { CallTree } from './CallTree'
import type { SafeCall } from './safeTxFromDraft'
import type { CallChecks } from './useCallChecks'

/**
 * What a call does and what to know before signing or executing it, the same on the review and the details page:
 * the warnings, the approvals it grants, the decoded call tree, what leaves the Safe and (when `simulate`) the simulation on the chain now.
 */
export function TxChecks({
  call,
  checks,
  simulate,
  onEditApproval,
}: {
  call: SafeCall
  checks: CallChecks
  simulate: boolean
  /** The proposer's approval editor (the review before signing); absent, approvals are read-only. */
  onEditApproval?: EditApproval
}) {
  const { address: safe } = useCurrentSafe()
  return (
    <>
      {simulate ? <SimulationFailureLead simulation={checks.simulation} /> : null}
      <RecipientsPanel call={call} />
      <WarningsPanel warnings={checks.warnings} delegateCalls={checks.untrustedDelegateCalls} />
      <ApprovalsPanel safe={safe} calls={checks.calls} {...(onEditApproval ? { onEdit: onEditApproval } : {})} />
      <CallTree call={call} calls={checks.calls} />
      <BalanceChangesPanel changes={balanceChanges(safe, checks.calls)} />
      {simulate ? <SimulationPanel simulation={checks.simulation} /> : null}
    </>
  )
}
