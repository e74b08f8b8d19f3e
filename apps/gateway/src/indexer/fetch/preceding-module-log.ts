import type { AllowanceTransfer } from './fetch-allowance-transfers.js'

/** A log of a Safe's module execution: its Safe, module, transaction and position. */
export type ModuleLog = { safe: string; module: string; txHash: string; logIndex: number }

/**
 * The module execution that made `transfer`: the last one of its Safe by its module before it in its transaction.
 * The module emits ExecuteAllowanceTransfer right after the Safe executed the transfer for it (a relayer's payment,
 * when there is one, is an execution of its own before the transfer's).
 */
export function precedingModuleLog<T extends ModuleLog>(
  candidates: readonly T[],
  transfer: AllowanceTransfer,
): T | undefined {
  const { log } = transfer
  let found: T | undefined
  for (const c of candidates) {
    if (c.txHash !== log.transactionHash || c.safe !== transfer.safe || c.module !== transfer.module) continue
    if (c.logIndex < log.logIndex && (found === undefined || c.logIndex > found.logIndex)) found = c
  }
  return found
}
