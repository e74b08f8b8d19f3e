import { type ChainId, chainIdNumber, hashSafeTx } from '@concord/protocol'
import { type Address, decodeFunctionData, getAddress, type Hex } from 'viem'
import { MULTISEND_ABI, SAFE_METHODS_ABI } from '../../decoder/known-abis.js'
import { unpackMultiSend } from '../../decoder/unpack-multisend.js'
import type { ExecArgs } from '../types/safe-tx.js'
import type { ChainReader, TxFacts } from './chain-reader.js'
import type { SafeEvent } from './safe-events.js'

/** An `execTransaction` call found inside a transaction: the Safe it called and its arguments. */
export type ExecCall = { safe: string; args: ExecArgs }

/** The safeTxHash (lowercase) an `execTransaction` call executes at `nonce`, with the Safe version's EIP-712 domain. */
export function execCallSafeTxHash(chainId: ChainId, version: string, call: ExecCall, nonce: bigint): Hex {
  const { args } = call
  return hashSafeTx({
    chainId: chainIdNumber(chainId),
    safeAddress: call.safe as Address,
    version,
    tx: {
      to: args.to as Address,
      value: args.value,
      data: args.data,
      operation: args.operation === 1 ? 1 : 0,
      safeTxGas: args.safeTxGas,
      baseGas: args.baseGas,
      gasPrice: args.gasPrice,
      gasToken: args.gasToken as Address,
      refundReceiver: args.refundReceiver as Address,
      nonce,
    },
  }).toLowerCase() as Hex
}

/** Decodes `execTransaction` calldata; null for any other input. */
function decodeExecTransaction(input: Hex): ExecArgs | null {
  try {
    const { functionName, args } = decodeFunctionData({ abi: SAFE_METHODS_ABI, data: input })
    if (functionName !== 'execTransaction') return null
    const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures] = args
    return { to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures }
  } catch {
    return null
  }
}

/** The execTransaction calls to `safes` among `calls` (CALLs only: a DELEGATECALL runs in the caller's context). */
function execCallsAmong(calls: readonly { type: string; to: string | null; input: Hex }[], safes: ReadonlySet<string>) {
  const out: ExecCall[] = []
  for (const call of calls) {
    if (call.to === null || call.type !== 'CALL') continue
    const safe = getAddress(call.to)
    if (!safes.has(safe)) continue
    const args = decodeExecTransaction(call.input)
    if (args !== null) out.push({ safe, args })
  }
  return out
}

/** The calls packed in a `multiSend(bytes)` transaction input (MultiSend or MultiSendCallOnly called directly). */
function multiSendCalls(input: Hex): { type: string; to: string; input: Hex }[] {
  try {
    const { args } = decodeFunctionData({ abi: MULTISEND_ABI, data: input })
    return (unpackMultiSend(args[0]) ?? []).map((call) => ({
      type: call.operation === 0 ? 'CALL' : 'DELEGATECALL',
      to: call.to,
      input: call.data ?? '0x',
    }))
  } catch {
    return []
  }
}

/** The `execTransaction` calls to `safes` a transaction makes from its own input: directly or through a MultiSend. */
export function execCallsOfInput(to: string | null, input: Hex, safes: ReadonlySet<string>): ExecCall[] {
  return execCallsAmong([{ type: 'CALL', to, input }, ...multiSendCalls(input)], safes)
}

/**
 * The `execTransaction` calls to indexed Safes in one transaction, for Safes without the L2 event: the transaction's
 * own input when it calls a Safe directly or through a MultiSend batch, else every call frame of a
 * `debug_traceTransaction` call trace (executions relayed by another contract). Without the debug API those stay
 * unknown: the caller then takes the SafeTx from a stored proposal, or records none (a hash match is required, so
 * nothing is guessed).
 */
async function findExecCalls(reader: ChainReader, facts: TxFacts, safes: ReadonlySet<string>): Promise<ExecCall[]> {
  const fromInput = execCallsOfInput(facts.to, facts.input, safes)
  if (fromInput.length > 0) return fromInput
  const frames = (await reader.callFrames(facts.hash).catch(() => null)) ?? []
  return execCallsAmong(frames, safes)
}

/** Transactions where a Safe executed without the L2 event (ExecutionSuccess/Failure not after SafeMultiSigTransaction). */
export function executionsWithoutL2Event(events: readonly SafeEvent[]): Set<Hex> {
  const announced = new Set<string>()
  const out = new Set<Hex>()
  for (const e of events) {
    const key = `${e.log.transactionHash}:${e.log.address.toLowerCase()}`
    if (e.name === 'SafeMultiSigTransaction') announced.add(key)
    if ((e.name === 'ExecutionSuccess' || e.name === 'ExecutionFailure') && !announced.has(key)) {
      out.add(e.log.transactionHash)
    }
  }
  return out
}

/** The execTransaction calls of each of `hashes` (whose facts were fetched), one transaction at a time. */
export async function collectExecCalls(
  reader: ChainReader,
  hashes: ReadonlySet<Hex>,
  txFacts: ReadonlyMap<Hex, TxFacts>,
  safes: ReadonlySet<string>,
): Promise<Map<Hex, ExecCall[]>> {
  const out = new Map<Hex, ExecCall[]>()
  for (const hash of hashes) {
    const facts = txFacts.get(hash)
    if (facts !== undefined) out.set(hash, await findExecCalls(reader, facts, safes))
  }
  return out
}
