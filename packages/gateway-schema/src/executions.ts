import { z } from 'zod'
import { Address, Hex } from './common.js'
import { Hash32 } from './params.js'

/**
 * An execution sent to the chain and not mined yet (a Concord addition): the Ethereum transaction that runs a Safe
 * transaction, its sender and account nonce, and the fees it offers, so every owner sees it as "executing" and its
 * sender can speed it up or cancel it. EIP-1559 fees, or `gasPrice` for a legacy transaction; amounts in wei.
 */
export const PendingExecution = z.object({
  safeTxHash: Hex,
  txHash: Hex,
  from: Address,
  /** The sender's account nonce the transaction uses: a speed-up or cancellation reuses it. */
  accountNonce: z.number().int(),
  gasLimit: z.string(),
  maxFeePerGas: z.string().nullable(),
  maxPriorityFeePerGas: z.string().nullable(),
  gasPrice: z.string().nullable(),
  /** Milliseconds since the epoch when the gateway first heard of it. */
  submittedAt: z.number().int(),
})
export type PendingExecution = z.output<typeof PendingExecution>

/** The executions of one Safe that are sent and not mined, newest first. */
export const PendingExecutionList = z.object({ results: z.array(PendingExecution) })
export type PendingExecutionList = z.output<typeof PendingExecutionList>

/** The hash of an Ethereum transaction that executes a Safe transaction and is not mined yet. */
export const ReportPendingExecutionBody = z.object({ txHash: Hash32 })
export type ReportPendingExecutionRequest = z.input<typeof ReportPendingExecutionBody>
