import { getAddress } from 'viem'
import type { Queryable } from '../../db/db.js'
import type { Batch } from '../fetch/batch.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import { TRANSFERS } from '../store/activity-tables.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'
import { TOKENS } from '../store/state-tables.js'
import { type BatchPlan, blockTime, createBatchPlan, type SafeEventHandler } from './batch-plan.js'
import { CONFIG_HANDLERS } from './plan-config-events.js'
import { EXECUTION_HANDLERS } from './plan-execution-events.js'
import { MODULE_HANDLERS } from './plan-module-events.js'
import { RECORD_HANDLERS } from './plan-record-events.js'
import { planSafeSetup } from './plan-safe-setup.js'
import { recordAllowanceTransfers } from './write-allowance-transfers.js'
import { recordTokenApprovals } from './write-approvals.js'

// The handler of each event of an indexed Safe (SafeSetup creates the Safe; ProxyCreation only names its factory).
const HANDLERS: ReadonlyMap<string, SafeEventHandler> = new Map(
  Object.entries({ ...EXECUTION_HANDLERS, ...MODULE_HANDLERS, ...CONFIG_HANDLERS, ...RECORD_HANDLERS }),
)

/**
 * Records one batch's writes in `writes` (run later in the batch's DB transaction) and returns the Safes it creates.
 * Reads the Safes' previous state through `db` before that transaction: only this indexer writes them (it holds the
 * chain's lock), so the transaction sees the same state. Signatures are recovered here, outside the transaction.
 */
export async function applyBatch(db: Queryable, batch: Batch, writes: BatchWrites): Promise<string[]> {
  const plan = createBatchPlan(db, batch, writes)
  recordNewTokens(plan)
  for (const [index, event] of batch.events.entries()) await planEvent(plan, event, index)
  recordTokenTransfers(plan)
  recordTokenApprovals(batch, writes)
  recordAllowanceTransfers(batch, writes)
  plan.tracker.recordInto(writes)
  return plan.created
}

/** Plans one event: through its handler, for a Safe indexed by then. */
async function planEvent(plan: BatchPlan, event: SafeEvent, index: number): Promise<void> {
  if (event.name === 'SafeSetup') return planSafeSetup(plan, event)
  const handler = HANDLERS.get(event.name)
  if (handler === undefined) return
  const safe = getAddress(event.log.address)
  const state = await plan.tracker.get(safe)
  if (state === null) return
  await handler({ plan, event, index, safe, state, date: blockTime(plan.batch, event.log.blockNumber) })
}

/** Records the metadata of the tokens the batch saw first. */
function recordNewTokens({ batch, writes }: BatchPlan): void {
  for (const [address, meta] of batch.newTokens) {
    writes.insert(TOKENS, {
      chainId: batch.chainId,
      address,
      tokenType: meta?.type ?? 'ERC20',
      name: meta?.name ?? '',
      symbol: meta?.symbol ?? '',
      decimals: meta?.decimals ?? 0,
      trusted: batch.configuredTokens.has(address),
      valid: meta !== null,
      logoUri: batch.configuredTokens.get(address)?.logoUri ?? '',
    })
  }
}

/** Records the batch's ERC-20 and ERC-721 transfers, and those its new Safes received before it. */
function recordTokenTransfers({ batch, writes }: BatchPlan): void {
  for (const transfer of [...batch.earlierTransfers, ...batch.transfers]) {
    const { log } = transfer
    writes.insert(TRANSFERS, {
      chainId: batch.chainId,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      executionDate: blockTime(batch, log.blockNumber),
      tokenType: transfer.tokenType,
      tokenAddress: transfer.token,
      fromAddress: transfer.from,
      toAddress: transfer.to,
      value: transfer.tokenType === 'ERC20' ? transfer.value.toString() : null,
      tokenId: transfer.tokenType === 'ERC721' ? transfer.value.toString() : null,
    })
  }
}
