import {
  gasFromRequiredTxGasRevert,
  requiredTxGasData,
  revertReason,
  type SafeVersion,
  safeAbi,
  simulateTxAccessorAbi,
  simulationPlan,
  simulationStateOverride,
} from '@concord/protocol'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  type StateOverride,
  size,
  sliceHex,
} from 'viem'
import { failureReason, revertDataOf } from '../execute/revertReason'
import type { SafeCall } from '../review/safeTxFromDraft'

/** What running the Safe's call on the chain now gives: success with the gas it used, or the revert reason. */
export type SimulationResult = { ok: true; gasUsed: bigint } | { ok: false; reason: string }

/** The accessor to simulate with and, before 1.3.0, the state override that swaps in the update's singleton. */
function simulationSetup(
  safe: Address,
  version: SafeVersion,
): { accessor: Address; stateOverride?: StateOverride } | null {
  const plan = simulationPlan(version)
  if (plan === null) return null
  const stateOverride = simulationStateOverride(safe, plan)
  return stateOverride === undefined ? { accessor: plan.accessor } : { accessor: plan.accessor, stateOverride }
}

/**
 * Runs the transaction's call inside the Safe (its balance, storage and msg.sender; CALL or DELEGATE) without
 * signatures: an eth_call of `simulateAndRevert(SimulateTxAccessor, simulate(to, value, data, operation))`, which
 * always reverts with `success ‖ length ‖ simulate's return data`.
 */
export async function simulateSafeCall(
  client: Pick<PublicClient, 'call'>,
  safe: Address,
  version: SafeVersion,
  call: SafeCall,
): Promise<SimulationResult> {
  const simulate = encodeFunctionData({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    args: [call.to as Address, BigInt(call.value), call.data, call.operation],
  })
  const how = simulationSetup(safe, version)
  if (how === null) return { ok: false, reason: `a Safe ${version} cannot be simulated on this chain` }
  const result = await simulateWithAccessor(client, safe, how, simulate)
  if (result.ok || how.stateOverride === undefined) return result
  // The swapped-in singleton lacks what only the old contract has: the update to 1.4.1 itself calls changeMasterCopy,
  // which 1.4.1 dropped. The Safe's own requiredTxGas runs the call in the real contract instead (no reason on failure).
  return (await requiredTxGasOfOwnCode(client, safe, call)) ?? result
}

/** simulateAndRevert through the accessor, with the state override when the plan has one. */
async function simulateWithAccessor(
  client: Pick<PublicClient, 'call'>,
  safe: Address,
  how: { accessor: Address; stateOverride?: StateOverride },
  simulate: Hex,
): Promise<SimulationResult> {
  const data = encodeFunctionData({ abi: safeAbi, functionName: 'simulateAndRevert', args: [how.accessor, simulate] })
  let reverted: Hex
  try {
    await client.call({ to: safe, data, ...(how.stateOverride ? { stateOverride: how.stateOverride } : {}) })
    return { ok: false, reason: 'the Safe did not run the simulation (is this a Safe?)' }
  } catch (error) {
    const raw = revertDataOf(error)
    if (raw === undefined) return { ok: false, reason: `the simulation could not run: ${failureReason(error)}` }
    reverted = raw
  }
  if (size(reverted) < 64 || BigInt(sliceHex(reverted, 0, 32)) !== 1n) {
    return { ok: false, reason: 'the simulation itself failed' }
  }
  const [gasUsed, success, returnData] = decodeFunctionResult({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    data: sliceHex(reverted, 64),
  })
  return success ? { ok: true, gasUsed } : { ok: false, reason: revertReason(returnData) }
}

/**
 * Before 1.3.0: an eth_call of the Safe's `requiredTxGas` from the Safe itself (it is `authorized`), which runs the call
 * in the Safe's own code and reverts with Error(string) holding the gas used as 32 bytes; null when it did not succeed.
 */
async function requiredTxGasOfOwnCode(
  client: Pick<PublicClient, 'call'>,
  safe: Address,
  call: SafeCall,
): Promise<SimulationResult | null> {
  const data = requiredTxGasData({
    to: call.to as Address,
    value: BigInt(call.value),
    data: call.data,
    operation: call.operation,
  })
  try {
    await client.call({ account: safe, to: safe, data })
    return null
  } catch (error) {
    const raw = revertDataOf(error)
    const gasUsed = raw === undefined ? null : gasFromRequiredTxGasRevert(raw)
    return gasUsed === null ? null : { ok: true, gasUsed }
  }
}
