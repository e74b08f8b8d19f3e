import { APPROVED_HASHES, SIGNED_MESSAGES } from '../store/activity-tables.js'
import type { SafeEventHandler, SafeEventInput } from './batch-plan.js'
import { recordNativeTransfer } from './write-transfers.js'

/** SafeReceived: ether the Safe received. */
function onSafeReceived({ plan, event, safe, date }: SafeEventInput): void {
  const { args, log } = event
  recordNativeTransfer(plan.writes, plan.batch.chainId, {
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    date,
    from: args.sender as string,
    to: safe,
    value: args.value as bigint,
  })
}

/** ApproveHash: an on-chain approval and, when the transaction is known by then, a confirmation for it. */
function onApproveHash({ plan, event, safe, date }: SafeEventInput): void {
  const { chainId } = plan.batch
  const { args, log } = event
  const hash = String(args.approvedHash).toLowerCase()
  const owner = args.owner as string
  plan.writes.insert(APPROVED_HASHES, {
    chainId,
    safe,
    hash,
    owner,
    txHash: log.transactionHash,
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
    executionDate: date,
  })
  // Reads multisig_transactions as written so far (the writes run every earlier row first).
  plan.writes.approvedHashConfirmation({ chainId, safe, hash, owner, date, blockNumber: log.blockNumber })
}

/** SignMsg: a message the Safe signed on chain. */
function onSignMsg({ plan, event, safe }: SafeEventInput): void {
  const { log } = event
  plan.writes.insert(SIGNED_MESSAGES, {
    chainId: plan.batch.chainId,
    safe,
    messageHash: String(event.args.msgHash).toLowerCase(),
    txHash: log.transactionHash,
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
  })
}

/** Handlers of the events that record something the Safe received or signed. */
export const RECORD_HANDLERS: Record<string, SafeEventHandler> = {
  SafeReceived: onSafeReceived,
  ApproveHash: onApproveHash,
  SignMsg: onSignMsg,
}
