import {
  revertReason,
  SAFE_VERSION_FACTS,
  type SafeVersion,
  safeAbi,
  simulateTxAccessorAbi,
  versionContract,
} from '@concord/protocol'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  pad,
  type StateOverride,
  size,
  sliceHex,
} from 'viem'
import { failureReason, revertDataOf } from '../execute/revertReason'
import type { SafeCall } from '../review/safeTxFromDraft'

/** What running the Safe's call on the chain now gives: success with the gas it used, or the revert reason. */
export type SimulationResult = { ok: true; gasUsed: bigint } | { ok: false; reason: string }

/**
 * How to simulate in a Safe of `version`: with its own SimulateTxAccessor from 1.3.0; before 1.3.0 (no
 * simulateAndRevert) with the singleton of the version it updates to put in its place for the call only, a state
 * override of the proxy's singleton slot: that update keeps the storage layout, which is why Safe{Wallet} can make it
 * with changeMasterCopy. Null when neither exists.
 */
function simulationSetup(
  safe: Address,
  version: SafeVersion,
): { accessor: Address; stateOverride?: StateOverride } | null {
  const own = versionContract(version, 'SimulateTxAccessor')
  if (own !== undefined) return { accessor: own }
  const update = SAFE_VERSION_FACTS[version].update
  const accessor = update && versionContract(update.to, 'SimulateTxAccessor')
  const singleton = update && versionContract(update.to, 'Safe')
  if (!accessor || !singleton) return null
  return { accessor, stateOverride: [{ address: safe, stateDiff: [{ slot: pad('0x0'), value: pad(singleton) }] }] }
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
