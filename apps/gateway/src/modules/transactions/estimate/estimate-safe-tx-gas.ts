import { revertReason, safeAbi, simulateTxAccessorAbi } from '@concord/protocol'
import { type Address, BaseError, decodeFunctionResult, encodeFunctionData, type Hex, size, sliceHex } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { invalidInput, isTransportError, rpcUnavailable } from '../../../errors.js'

/** The inner call of a Safe transaction to estimate. */
export type EstimationInput = { to: Address; value: string; data: Hex | null; operation: 0 | 1 }

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
  const accessor = chain.config.contracts[version as '1.3.0' | '1.4.1']?.simulateTxAccessor
  if (accessor === undefined) {
    throw invalidInput(`Gas estimation failed: no SimulateTxAccessor is configured for Safe ${version} on this chain`)
  }
  const simulate = encodeFunctionData({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    args: [input.to, BigInt(input.value), input.data ?? '0x', input.operation],
  })
  const call = encodeFunctionData({ abi: safeAbi, functionName: 'simulateAndRevert', args: [accessor, simulate] })
  let revertData: Hex
  try {
    await chain.client.call({ to: safe, data: call })
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

function rawRevertData(error: BaseError): Hex | undefined {
  const found = error.walk((inner) => typeof (inner as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}
