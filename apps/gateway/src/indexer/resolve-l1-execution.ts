import { hashSafeTx } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { Queryable } from '../db/db.js'
import type { Batch } from './apply-batch.js'
import type { ExecArgs } from './find-exec-calls.js'
import type { SafeEvent } from './safe-events.js'
import type { SafeState } from './safe-state.js'
import type { PendingExec } from './write-execution.js'

type ProposalRow = {
  to_address: string
  value: string
  data: string | null
  operation: number
  safe_tx_gas: string
  base_gas: string
  gas_price: string
  gas_token: string
  refund_receiver: string
}

/**
 * The SafeTx a non-L2 Safe executed, for its ExecutionSuccess/Failure `execution` (which carries only the safeTxHash):
 * the execTransaction call found in the transaction whose hash at the Safe's current nonce matches, else the stored
 * proposal with that safeTxHash (its signatures then come from the stored confirmations). Null when neither is known,
 * and the execution only advances the nonce.
 */
export async function resolveL1Execution(
  tx: Queryable,
  batch: Batch,
  safe: string,
  state: SafeState,
  execution: SafeEvent,
): Promise<PendingExec | null> {
  const safeTxHash = String(execution.args.txHash).toLowerCase() as Hex
  const version = batch.versionOf(state.singleton) ?? '1.4.1'
  const pending = (args: ExecArgs): PendingExec => ({
    event: { name: 'SafeMultiSigTransaction', args, log: execution.log },
    nonce: state.nonce,
    threshold: state.threshold,
    safeTxHash,
    // Calldata or a proposal, not necessarily the signatures the chain checked: every part is recovered.
    checked: null,
  })
  for (const call of batch.execCalls.get(execution.log.transactionHash) ?? []) {
    if (call.safe !== safe) continue
    const hash = hashSafeTx({
      chainId: BigInt(batch.chainId),
      safeAddress: safe as Address,
      version,
      tx: {
        to: call.args.to as Address,
        value: call.args.value,
        data: call.args.data,
        operation: call.args.operation === 1 ? 1 : 0,
        safeTxGas: call.args.safeTxGas,
        baseGas: call.args.baseGas,
        gasPrice: call.args.gasPrice,
        gasToken: call.args.gasToken as Address,
        refundReceiver: call.args.refundReceiver as Address,
        nonce: BigInt(state.nonce),
      },
    })
    if (hash.toLowerCase() === safeTxHash) return pending(call.args)
  }
  const [row] = await tx.query<ProposalRow>(
    `select to_address, value, data, operation, safe_tx_gas, base_gas, gas_price, gas_token, refund_receiver
     from multisig_transactions where chain_id = $1 and safe = $2 and safe_tx_hash = $3`,
    [batch.chainId, safe, safeTxHash],
  )
  if (row === undefined) return null
  return pending({
    to: row.to_address,
    value: BigInt(row.value),
    data: (row.data ?? '0x') as Hex,
    operation: row.operation,
    safeTxGas: BigInt(row.safe_tx_gas),
    baseGas: BigInt(row.base_gas),
    gasPrice: BigInt(row.gas_price),
    gasToken: row.gas_token,
    refundReceiver: row.refund_receiver ?? '0x0000000000000000000000000000000000000000',
    signatures: '0x',
  })
}
