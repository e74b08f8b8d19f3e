import type { TxsAllTransaction, TxsEthereumTransaction, TxsTransfer } from '@concord/gateway-schema'
import { getAddress } from 'viem'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { rpcUnavailable } from '../../../errors.js'
import type { SafeRow } from '../../safes/index.js'
import type { ExecutedActivity, ExecutedTransaction } from '../../transactions/index.js'
import { isoDate, toTxsMultisig } from '../multisig/to-txs-multisig.js'
import { toTxsModuleTransaction, toTxsTransfer } from './to-txs-activity.js'

const byLog = (a: { logIndex: number }, b: { logIndex: number }) => a.logIndex - b.logIndex

/**
 * An Ethereum transaction that neither executed through the Safe nor called it from a module (a transfer into it, a
 * token moved by an approved spender): the index keeps its transfers, the chain its sender, callee and calldata.
 */
async function toTxsEthereumTransaction(
  chain: ChainRuntime,
  tx: ExecutedTransaction,
  transfers: TxsTransfer[],
): Promise<TxsEthereumTransaction> {
  const sent = await chain.client.getTransaction({ hash: tx.txHash }).catch((error: unknown) => {
    throw rpcUnavailable(chain.chainId, error)
  })
  return {
    txType: 'ETHEREUM_TRANSACTION',
    executionDate: isoDate(tx.executionDate),
    from: getAddress(sent.from),
    to: sent.to ? getAddress(sent.to) : null,
    data: sent.input,
    txHash: tx.txHash,
    blockNumber: tx.blockNumber,
    transfers,
  }
}

/**
 * One executed Ethereum transaction as the Transaction Service lists it: the Safe's multisig transactions executed
 * in it, else its module transactions, else the transaction itself; each carries the transfers from or to the Safe.
 */
export async function toTxsAllTransactions(
  chain: ChainRuntime,
  safe: SafeRow,
  tx: ExecutedTransaction,
  activity: ExecutedActivity,
  tokens: ReadonlyMap<string, TokenRow>,
): Promise<TxsAllTransaction[]> {
  const inTx = <T extends { txHash: string | null }>(rows: T[]) => rows.filter((row) => row.txHash === tx.txHash)
  const transfers = inTx(activity.transfers)
    .sort(byLog)
    .map((row) => toTxsTransfer(row, tokens))
  const executions = inTx(activity.multisig)
  if (executions.length > 0) {
    return executions.map((row) => ({ ...toTxsMultisig(chain, row, safe), txType: 'MULTISIG_TRANSACTION', transfers }))
  }
  const modules = inTx(activity.modules).sort(byLog)
  if (modules.length > 0) {
    return modules.map((row) => ({ ...toTxsModuleTransaction(chain, row), txType: 'MODULE_TRANSACTION', transfers }))
  }
  return [await toTxsEthereumTransaction(chain, tx, transfers)]
}
