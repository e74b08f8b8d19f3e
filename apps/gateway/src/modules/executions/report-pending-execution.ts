import { chainIdNumber, hashSafeTx, safeAbi } from '@concord/protocol'
import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  type Transaction,
  TransactionNotFoundError,
} from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { invalidInput, isTransportError, rpcUnavailable } from '../../errors.js'
import { loadSafe, versionOfSingleton } from '../safes/index.js'
import { type PendingExecutionRow, pendingExecutions } from './pending-executions-repository.js'

/** The transaction `hash` as the chain's node has it (in its mempool or mined); refused in words when it has not. */
async function readTransaction(chain: ChainRuntime, hash: Hex): Promise<Transaction> {
  try {
    return await chain.client.getTransaction({ hash })
  } catch (error) {
    if (error instanceof TransactionNotFoundError) {
      throw invalidInput(`The chain's node does not know transaction ${hash}: send it first, then report it.`)
    }
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    throw error
  }
}

/** The execTransaction arguments of `input`, or a refusal saying the transaction does not execute a Safe transaction. */
function execArgsOf(input: Hex, hash: Hex) {
  try {
    const call = decodeFunctionData({ abi: safeAbi, data: input })
    if (call.functionName === 'execTransaction') return call.args
  } catch {
    // Not a call of the Safe's ABI at all: refused below, in the same words.
  }
  throw invalidInput(`Transaction ${hash} does not call execTransaction: only a Safe's execution can be reported.`)
}

/**
 * Records an execution the sender's wallet sent and the chain has not mined yet, after checking it on the chain: a
 * transaction to this Safe calling execTransaction, not mined. Its safeTxHash is recomputed from the calldata at the
 * Safe's nonce on chain, so what every owner sees as "executing" is the transaction the chain will run.
 */
export async function reportPendingExecution(
  db: Queryable,
  chain: ChainRuntime,
  safeAddress: Address,
  txHash: Hex,
  now: number,
): Promise<PendingExecutionRow> {
  const safe = await loadSafe(db, chain.chainId, safeAddress)
  const tx = await readTransaction(chain, txHash)
  if (tx.blockNumber !== null) {
    throw invalidInput(`Transaction ${txHash} is mined already: its outcome shows in the Safe's history.`)
  }
  if (tx.to === null || !isAddressEqual(tx.to, safe.address as Address)) {
    throw invalidInput(`Transaction ${txHash} is not sent to the Safe ${safe.address}: report it on its own Safe.`)
  }
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver] = execArgsOf(
    tx.input,
    txHash,
  )
  // The hash depends on the version's EIP-712 domain: a Safe on a singleton this chain does not list has none to check.
  const version = versionOfSingleton(chain, safe.singleton)
  if (version === null) {
    throw invalidInput(
      `The Safe ${safe.address} runs the singleton ${safe.singleton}, which is not one of this chain's Safe contracts: its executions cannot be checked.`,
    )
  }
  const nonce = await readNonce(chain, safe.address as Address)
  const safeTxHash = hashSafeTx({
    chainId: chainIdNumber(chain.chainId),
    safeAddress: safe.address as Address,
    version,
    tx: {
      to,
      value,
      data,
      operation: operation === 1 ? 1 : 0,
      safeTxGas,
      baseGas,
      gasPrice,
      gasToken,
      refundReceiver,
      nonce,
    },
  })
  return pendingExecutions.put(db, chain.chainId, {
    safe: safe.address,
    safeTxHash: safeTxHash.toLowerCase() as Hex,
    txHash,
    from: getAddress(tx.from),
    accountNonce: tx.nonce,
    gasLimit: tx.gas.toString(),
    maxFeePerGas: tx.maxFeePerGas?.toString() ?? null,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas?.toString() ?? null,
    gasPrice: tx.type === 'legacy' || tx.type === 'eip2930' ? (tx.gasPrice?.toString() ?? null) : null,
    submittedAt: now,
  })
}

/** The Safe's nonce on chain now: the one a pending execution runs at. */
async function readNonce(chain: ChainRuntime, safe: Address): Promise<bigint> {
  try {
    return await chain.client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
  } catch (error) {
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    throw error
  }
}
