import type { GetSafeMessageReturnType, TransactionDetails } from '@concord/gateway-client'
import type { SafeEvent } from '../../query/safeEvents'

/** What the check reads of an event's facts (describeSafeEvent's EventFacts). */
type ActionFacts = {
  account: string | undefined
  tx?: TransactionDetails | undefined
  message?: GetSafeMessageReturnType | undefined
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * Whether the event is the connected owner's own doing (their proposal, their latest confirmation, their execution,
 * their message): they know already, and a notice of it would only bury the ones that matter.
 */
export function isOwnAction(event: SafeEvent, facts: ActionFacts): boolean {
  const me = facts.account
  if (me === undefined) return false
  if (event.type === 'MESSAGE_CREATED') return same(me, facts.message?.proposedBy?.value)
  const exec = facts.tx?.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG') return false
  if (event.type === 'EXECUTED_MULTISIG_TRANSACTION') return same(me, exec.executor?.value)
  const latest = [...exec.confirmations].sort((a, b) => b.submittedAt - a.submittedAt)[0]
  if (event.type === 'NEW_CONFIRMATION') return same(me, latest?.signer.value)
  if (event.type !== 'PENDING_MULTISIG_TRANSACTION') return false
  // Without a recorded proposer, the proposal's one signature is the proposer's.
  return exec.proposer
    ? same(me, exec.proposer.value)
    : exec.confirmations.length === 1 && same(me, latest?.signer.value)
}
