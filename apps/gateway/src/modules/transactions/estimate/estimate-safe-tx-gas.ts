import {
  gasFromRequiredTxGasRevert,
  isKnownSafeVersion,
  requiredTxGasData,
  revertReason,
  safeAbi,
  simulateTxAccessorAbi,
  simulationPlan,
  simulationStateOverride,
} from '@concord/protocol'
import {
  type Address,
  BaseError,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type StateOverride,
  size,
  sliceHex,
} from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { invalidInput, isTransportError, rpcUnavailable } from '../../../errors.js'

/** The inner call of a Safe transaction to estimate. */
export type EstimationInput = { to: Address; value: string; data: Hex | null; operation: 0 | 1 }

/**
 * The accessor to simulate with (the chain's configured one for the version, else the registry's plan) and, before
 * 1.3.0, the state override that swaps in the singleton of the version the Safe updates to (same storage layout).
 */
function simulationSetup(
  chain: ChainRuntime,
  safe: Address,
  version: string,
): { accessor: Address; stateOverride?: StateOverride } | null {
  if (!isKnownSafeVersion(version)) return null
  const configured = chain.config.contracts[version]?.simulateTxAccessor
  if (configured) return { accessor: configured }
  const plan = simulationPlan(version)
  if (plan === null) return null
  const stateOverride = simulationStateOverride(safe, plan)
  return stateOverride === undefined ? { accessor: plan.accessor } : { accessor: plan.accessor, stateOverride }
}

/**
 * Measures the gas the inner call of a Safe transaction uses, CALL or DELEGATECALL, by running it inside the Safe
 * through `simulateAndRevert(SimulateTxAccessor, simulate(...))` in an eth_call: the Safe's own balance, storage and
 * msg.sender, no signatures needed. A reverting inner call is a 422 with its reason; an unreachable RPC a 503.
 */
export async function estimateSafeTxGas(
  chain: ChainRuntime,
  safe: Address,
  version: string,
  input: EstimationInput,
): Promise<bigint> {
  const how = simulationSetup(chain, safe, version)
  if (how === null) {
    throw invalidInput(`Gas estimation failed: no SimulateTxAccessor is configured for Safe ${version} on this chain`)
  }
  try {
    return await simulateInSafe(chain, safe, how, input)
  } catch (error) {
    if (how.stateOverride === undefined || isTransportError(error)) throw error
    // Before 1.3.0 the swapped-in singleton lacks what only the old contract has (the update to 1.4.1 itself calls
    // changeMasterCopy, which 1.3.0 dropped): the Safe's own requiredTxGas runs the call in its real code instead.
    const gas = await requiredTxGasOfOwnCode(chain, safe, input)
    if (gas === null) throw error
    return gas
  }
}

/** `simulateAndRevert(accessor, simulate(...))` in an eth_call, with the plan's state override: the gas used. */
async function simulateInSafe(
  chain: ChainRuntime,
  safe: Address,
  how: { accessor: Address; stateOverride?: StateOverride },
  input: EstimationInput,
): Promise<bigint> {
  const { accessor, stateOverride } = how
  const simulate = encodeFunctionData({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    args: [input.to, BigInt(input.value), input.data ?? '0x', input.operation],
  })
  const call = encodeFunctionData({ abi: safeAbi, functionName: 'simulateAndRevert', args: [accessor, simulate] })
  let revertData: Hex
  try {
    await chain.client.call({ to: safe, data: call, ...(stateOverride ? { stateOverride } : {}) })
    throw invalidInput('Gas estimation failed: simulateAndRevert returned instead of reverting; is this a Safe?')
  } catch (error) {
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    const data = error instanceof BaseError ? rawRevertData(error) : undefined
    if (data === undefined) throw error
    revertData = data
  }
  // simulateAndRevert reverts with success ‖ returndatasize ‖ returndata of the delegatecall into the accessor.
  if (size(revertData) < 64 || BigInt(sliceHex(revertData, 0, 32)) !== 1n) {
    throw invalidInput('Gas estimation failed: the simulation itself failed')
  }
  const [estimate, success, returnData] = decodeFunctionResult({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    data: sliceHex(revertData, 64),
  })
  if (!success) throw invalidInput(`Gas estimation failed: the call reverts (${revertReason(returnData)})`)
  return estimate
}

/** The gas the Safe's own `requiredTxGas` (before 1.4.0) measures for the call, from the Safe itself; null if it fails. */
async function requiredTxGasOfOwnCode(
  chain: ChainRuntime,
  safe: Address,
  input: EstimationInput,
): Promise<bigint | null> {
  const data = requiredTxGasData({
    to: input.to,
    value: BigInt(input.value),
    data: input.data ?? '0x',
    operation: input.operation,
  })
  try {
    await chain.client.call({ account: safe, to: safe, data })
    return null
  } catch (error) {
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    const raw = error instanceof BaseError ? rawRevertData(error) : undefined
    return raw === undefined ? null : gasFromRequiredTxGasRevert(raw)
  }
}

function rawRevertData(error: BaseError): Hex | undefined {
  const found = error.walk((inner) => typeof (inner as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}
