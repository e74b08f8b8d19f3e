import { useCurrentSafe } from '../../services/currentSafe'
import { BalanceChangesPanel } from '../simulate/BalanceChangesPanel'
import { balanceChanges } from '../simulate/balanceChanges'
import { SimulationPanel } from '../simulate/SimulationPanel'
import { RecipientsPanel } from '../warnings/RecipientsPanel'
import { WarningsPanel } from '../warnings/WarningsPanel'
import { CallTree } from './CallTree'
import type { SafeCall } from './safeTxFromDraft'
import type { CallChecks } from './useCallChecks'

/**
 * What a call does and what to know before signing or executing it, the same on the review and the details page:
 * the warnings, the decoded call tree, what leaves the Safe and (when `simulate`) the simulation on the chain now.
 */
export function TxChecks({ call, checks, simulate }: { call: SafeCall; checks: CallChecks; simulate: boolean }) {
  const { address: safe } = useCurrentSafe()
  return (
    <>
      <RecipientsPanel call={call} />
      <WarningsPanel warnings={checks.warnings} delegateCalls={checks.untrustedDelegateCalls} />
      <CallTree call={call} calls={checks.calls} />
      <BalanceChangesPanel changes={balanceChanges(safe, checks.calls)} />
      {simulate ? <SimulationPanel simulation={checks.simulation} /> : null}
    </>
  )
}
